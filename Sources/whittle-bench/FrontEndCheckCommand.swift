import Foundation
import WhittleAudit
import WhittleTesting

/// `whittle-bench check [--lines N] [--mutations N] [--show N] [--keep DIR] [PATH…]`: runs the auditor's two Swift
/// paths (the fast skeleton + token reader, and a full SwiftParser parse) on every file of a
/// generated corpus, of each PATH, and of N randomly edited copies of those files, and
/// reports every file where their facts or events differ. Exits 1 when one does.
///
/// The same check runs inside any audit when `WHITTLE_CHECK_FRONT_ENDS=1` is set (each
/// difference becomes a `front-end-mismatch` file diagnostic).
enum FrontEndCheckCommand {
    static func run(arguments: [String]) {
        var lines = 200_000
        var mutations = 0
        var shown = 10
        var keep: String?
        var paths: [String] = []
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--lines":
                guard let text = iterator.next(), let value = Int(text), value >= 0 else { return usage() }
                lines = value
            case "--mutations":
                guard let text = iterator.next(), let value = Int(text), value >= 0 else { return usage() }
                mutations = value
            case "--keep":
                guard let folder = iterator.next() else { return usage() }
                keep = folder
            case "--show":
                guard let text = iterator.next(), let value = Int(text), value >= 0 else { return usage() }
                shown = value
            default:
                guard !argument.hasPrefix("-") else { return usage() }
                paths.append(argument)
            }
        }
        do {
            exit(try check(lines: lines, mutations: mutations, shown: shown, keep: keep, paths: paths) ? 0 : 1)
        } catch {
            print("check failed: \(error)")
            exit(2)
        }
    }

    private static func usage() {
        print("usage: whittle-bench check [--lines N (generated corpus, default 200000; 0 for none)] [--mutations N] [--show N (differences listed, default 10)] [--keep DIR (writes each differing mutated source there)] [PATH…]")
        exit(2)
    }

    private struct Tally {
        var agree = 0
        var declined = 0
        var broken = 0
        var differ: [FrontEndCheck.Mismatch] = []

        mutating func add(_ outcome: FrontEndCheck.Outcome) {
            switch outcome {
            case .agree: agree += 1
            case .fastPathDeclined: declined += 1
            case .sourceHasErrors: broken += 1
            case .differ(let mismatch): differ.append(mismatch)
            }
        }

        func print(_ title: String, showing shown: Int) {
            Swift.print("\(title): \(agree) agree, \(differ.count) differ, \(declined) declined by the fast path, \(broken) do not parse")
            for mismatch in differ.prefix(shown) { Swift.print("  \(mismatch)") }
        }
    }

    private static func check(lines: Int, mutations: Int, shown: Int, keep: String?, paths: [String]) throws -> Bool {
        if let keep {
            // Made before the run, so a long check does not fail at its first difference.
            try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        }
        let catalog = AuditCatalog()
        var files: [(path: String, bytes: [UInt8])] = []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("whittle-check-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        if lines > 0 {
            let corpus = try CorpusGenerator(targetLines: lines).write(to: folder)
            for file in corpus.files {
                files.append((file, Array(try Data(contentsOf: URL(fileURLWithPath: file)))))
            }
            print("generated corpus: \(corpus.files.count) files, \(corpus.lines) lines")
        }
        for path in paths {
            let root = URL(fileURLWithPath: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
            }
            // A file named on the command line is checked whatever its extension.
            let relative =
                isDirectory.boolValue
                ? (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
                : [""]
            for file in relative {
                let url = file.isEmpty ? root : root.appendingPathComponent(file)
                guard let data = try? Data(contentsOf: url) else { continue }
                files.append((url.path, Array(data)))
            }
        }
        var tally = Tally()
        for file in files { tally.add(FrontEndCheck.compare(path: file.path, bytes: file.bytes, catalog: catalog)) }
        tally.print("files", showing: shown)
        var mutated = Tally()
        var random = SplitMix64(seed: 0x5EED)
        if !files.isEmpty {
            for index in 0..<mutations {
                let original = files[Int(random.next() % UInt64(files.count))]
                let bytes = FrontEndCheck.mutated(original.bytes, using: &random)
                var outcome = FrontEndCheck.compare(path: "mutation \(index) of \(original.path)", bytes: bytes, catalog: catalog)
                if case .differ(var mismatch) = outcome {
                    // The mutated file is gone after the run: show the line that differs.
                    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                    for line in lines.dropFirst(mismatch.line - 1).prefix(2) {
                        mismatch.message += "\n      | \(line.trimmingCharacters(in: .whitespaces))"
                    }
                    if let keep {
                        let kept = URL(fileURLWithPath: keep).appendingPathComponent("mutation-\(index).swift")
                        try Data(bytes).write(to: kept)
                        mismatch.message += "\n      kept as \(kept.path)"
                    }
                    outcome = .differ(mismatch)
                }
                mutated.add(outcome)
            }
            if mutations > 0 { mutated.print("mutated sources", showing: shown) }
        }
        return tally.differ.isEmpty && mutated.differ.isEmpty
    }
}
