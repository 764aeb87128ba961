/// `whittle-bench audit` (issue 3).
enum AuditBenchmark {
    static func run(arguments: [String]) {
        print("audit benchmark: not written yet")
    }
}
