/// `whittle-bench diff` (issue 2).
enum DiffBenchmark {
    static func run(arguments: [String]) {
        print("diff benchmark: not written yet")
    }
}
