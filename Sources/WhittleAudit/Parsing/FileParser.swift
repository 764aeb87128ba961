import Foundation
import SwiftParser
import SwiftSyntax

/// Reads, checks and parses one file, returning its facts or why it could not be audited.
///
/// The file is opened read-only; nothing is ever written back.
enum FileParser {
    /// Files larger than this are skipped as generated code: 4 MiB is about 100,000 lines,
    /// far beyond any hand-written controller, and keeps one file's syntax tree well under
    /// 100 MB while it is alive.
    static let maximumFileSize = 4 * 1024 * 1024
    /// The parser stops descending below this depth; deeper code is reported and still
    /// audited as far as the parser got.
    static let maximumNestingLevel = 256
    /// Files whose square brackets nest deeper than this are skipped: SwiftParser's time
    /// doubles with each level past about 16 (measured: 20 levels ≈ 1 s, 40 levels > 30 s),
    /// while real code rarely nests literals or types more than five deep.
    static let maximumSquareBracketDepth = 16

    enum Outcome: Sendable {
        case facts(FileFacts, diagnostic: FileDiagnostic?)
        case skipped(FileDiagnostic)
    }

    static func parse(path: String, filter: EventFilter) -> Outcome {
        switch read(path: path) {
        case .success(let data): parse(path: path, data: data, filter: filter)
        case .failure(let failure): .skipped(failure.diagnostic)
        }
    }

    /// Why a file could not be read: a diagnostic, as an error.
    struct ReadFailure: Error {
        var diagnostic: FileDiagnostic
    }

    /// The file's bytes, or why they could not be read (unreadable, over ``maximumFileSize``).
    ///
    /// Read with `open`/`fstat`/`read`: an audit reads every file of a project, and
    /// `FileHandle` costs several more system calls and allocations per file.
    static func read(path: String) -> Result<Data, ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(
                ReadFailure(diagnostic: FileDiagnostic(file: path, kind: .unreadable, message: "cannot open the file; check its permissions.")))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(readFailure(path)) }
        let size = Int(info.st_size)
        guard size <= maximumFileSize else {
            return .failure(
                ReadFailure(
                    diagnostic: FileDiagnostic(
                        file: path, kind: .tooLarge,
                        message: "\(size / 1024) KiB is over the \(maximumFileSize / 1024 / 1024) MiB limit for one file; exclude generated files in .whittle.yml."
                    )))
        }
        // One byte more than the size, to see a file that grew since `fstat` (read to its end).
        var data = Data(count: size + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard data.count <= maximumFileSize else { break }
                data.count += max(4096, data.count)
            }
            let count = data.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(readFailure(path))
            }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return .success(data)
    }

    private static func readFailure(_ path: String) -> ReadFailure {
        let reason = String(cString: strerror(errno))
        return ReadFailure(diagnostic: FileDiagnostic(file: path, kind: .unreadable, message: "cannot read the file: \(reason)"))
    }


    static func parse(path: String, data: Data, filter: EventFilter) -> Outcome {
        if data.isEmpty {
            return .skipped(FileDiagnostic(file: path, kind: .empty, message: "the file is empty; nothing to audit."))
        }
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let scan = SourceScan(bytes)
            if ObjCFileParser.isObjectiveC(path) {
                // The Objective-C tokenizer takes any bytes and nests by a stack, so neither
                // the encoding nor the bracket depth limits that SwiftParser needs apply; a
                // NUL byte still means the file is not source.
                if scan.containsNUL {
                    return .skipped(FileDiagnostic(file: path, kind: .binary, message: "the file contains NUL bytes; it is not Objective-C source."))
                }
                let parsed = ObjCFileParser.parse(path: path, bytes: bytes, scan: scan, filter: filter)
                return .facts(parsed.facts, diagnostic: parsed.diagnostic)
            }
            if scan.containsNUL {
                return .skipped(FileDiagnostic(file: path, kind: .binary, message: "the file contains NUL bytes; it is not Swift source."))
            }
            if !scan.isValidUTF8 {
                return .skipped(FileDiagnostic(file: path, kind: .notUTF8, message: "the file is not valid UTF-8; re-save it as UTF-8."))
            }
            if scan.maximumSquareBracketDepth > maximumSquareBracketDepth {
                return .skipped(
                    FileDiagnostic(
                        file: path, kind: .tooDeeplyNested,
                        message: "square brackets nest \(scan.maximumSquareBracketDepth) deep (limit \(maximumSquareBracketDepth)), which the Swift parser cannot handle in reasonable time; file skipped. Flatten the literal or exclude the file."
                    ))
            }
            var diagnostic: FileDiagnostic?
            if scan.maximumBracketDepth > maximumNestingLevel {
                diagnostic = FileDiagnostic(
                    file: path, kind: .tooDeeplyNested,
                    message: "brackets nest \(scan.maximumBracketDepth) deep (limit \(maximumNestingLevel)); the parser stops there, so declarations nested deeper were not audited (code inside function bodies still is)."
                )
            }
            // The skeleton is the fast path; the full parse takes whatever it cannot vouch for.
            let types = skeletonTypes(bytes, scan: scan, filter: filter)
            if FrontEndCheck.isEnabled, let types,
                case .differ(let mismatch) = FrontEndCheck.compare(fast: types, path: path, bytes: bytes, scan: scan, filter: filter)
            {
                diagnostic = FileDiagnostic(
                    file: path, kind: .frontEndMismatch, message: "line \(mismatch.line): \(mismatch.message)")
            }
            let facts = FileFacts(
                path: path, lineCount: scan.lineCount, types: types ?? fullTreeTypes(bytes, scan: scan, filter: filter),
                marks: scan.marks, directives: scan.directives, imports: ImportScanner.modules(in: bytes, lineStarts: scan.lineStarts),
                typeAliases: TypeAliasScanner.aliases(in: bytes, lineStarts: scan.lineStarts),
                objectiveCNames: TypeAliasScanner.objectiveCNames(in: bytes, lineStarts: scan.lineStarts))
            return .facts(facts, diagnostic: diagnostic)
        }
    }

    /// Facts from a ``SkeletonSource`` (declarations parsed, bodies read from tokens), or `nil`
    /// when the brackets do not balance or it blanked something that is not a body.
    static func skeletonTypes(_ bytes: UnsafeBufferPointer<UInt8>, scan: SourceScan, filter: EventFilter) -> [TypeFacts]? {
        guard let skeleton = SkeletonSource(tokens: SourceTokens(bytes)) else { return nil }
        return skeleton.withSkeleton { skeletonBytes, offsets in
            let tree = Parser.parse(source: skeletonBytes, maximumNestingLevel: maximumNestingLevel)
            let extractor = FactsExtractor(
                source: skeletonBytes, scan: scan, filter: filter, skeleton: skeleton, offsets: offsets)
            extractor.walk(tree)
            return extractor.claimedBodies == skeleton.bodies.count ? extractor.types : nil
        }
    }

    /// Facts from a parse of the whole file: the reference the skeleton is tested against.
    static func fullTreeTypes(_ bytes: UnsafeBufferPointer<UInt8>, scan: SourceScan, filter: EventFilter) -> [TypeFacts] {
        fullTree(bytes, scan: scan, filter: filter).types
    }

    /// Facts from a parse of the whole file, and whether the parser had to recover from errors
    /// (where its recovery and the token reader's may read broken code differently).
    static func fullTree(
        _ bytes: UnsafeBufferPointer<UInt8>, scan: SourceScan, filter: EventFilter
    ) -> (types: [TypeFacts], hasErrors: Bool) {
        let tree = Parser.parse(source: bytes, maximumNestingLevel: maximumNestingLevel)
        let extractor = FactsExtractor(source: bytes, scan: scan, filter: filter)
        extractor.walk(tree)
        return (extractor.types, tree.hasError)
    }
}
