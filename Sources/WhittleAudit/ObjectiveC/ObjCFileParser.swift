/// The Objective-C front end: one `.h`, `.m` or `.mm` file's bytes to ``FileFacts``.
///
/// Tokens (``ObjCTokenizer``), then declarations and members (``ObjCDeclarationScanner``),
/// with each method body's events read by ``ObjCBodyReader``. Lines, `// MARK:` and
/// `// whittle:` comments come from the same ``SourceScan`` as for Swift; `#pragma mark`
/// lines are MARK sections too.
enum ObjCFileParser {
    /// Whether this front end reads the file (``SourceLanguage/objectiveC``'s extensions).
    static func isObjectiveC(_ path: String) -> Bool {
        SourceLanguage(path: path) == .objectiveC
    }

    static func facts(path: String, bytes: UnsafeBufferPointer<UInt8>, scan: SourceScan, filter: EventFilter) -> FileFacts {
        parse(path: path, bytes: bytes, scan: scan, filter: filter).facts
    }

    /// The file's facts, and a diagnostic when broken input was read only as far as it is sure
    /// (a missing `@end`, a body that never closes): the rest of the file is still audited.
    static func parse(
        path: String, bytes: UnsafeBufferPointer<UInt8>, scan: SourceScan, filter: EventFilter
    ) -> (facts: FileFacts, diagnostic: FileDiagnostic?) {
        let source = ObjCSource(bytes: bytes)
        var scanner = ObjCDeclarationScanner(source: source, scan: scan, filter: filter)
        scanner.scanFile()
        let marks = (scan.marks + scanner.marks()).sorted { $0.line < $1.line }
        let facts = FileFacts(
            path: path, lineCount: scan.lineCount, types: scanner.types, marks: marks, directives: scan.directives,
            imports: ImportScanner.modules(in: bytes, lineStarts: scan.lineStarts),
            instanceMacros: ObjCInstanceMacros.macros(in: source, filter: filter))
        guard !scanner.recoveries.isEmpty else { return (facts, nil) }
        let shown = scanner.recoveries.prefix(3).joined(separator: "; ")
        let more = scanner.recoveries.count > 3 ? " and \(scanner.recoveries.count - 3) more" : ""
        let diagnostic = FileDiagnostic(
            file: path, kind: .incomplete,
            message: "read only as far as it is sure: \(shown)\(more). Declarations after a break may be missing; fix the file or exclude it.")
        return (facts, diagnostic)
    }
}
