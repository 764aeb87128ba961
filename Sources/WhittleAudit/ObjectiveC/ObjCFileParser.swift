/// The Objective-C front end: one `.h`, `.m` or `.mm` file's bytes to ``FileFacts``.
///
/// Tokens (``ObjCTokenizer``), then declarations and members (``ObjCDeclarationScanner``),
/// with each method body's events read by ``ObjCBodyReader``. Lines, `// MARK:` and
/// `// whittle:` comments come from the same ``SourceScan`` as for Swift; `#pragma mark`
/// lines are MARK sections too.
enum ObjCFileParser {
    /// The file extensions this front end reads.
    static let pathExtensions = [".h", ".m", ".mm"]

    static func isObjectiveC(_ path: String) -> Bool {
        pathExtensions.contains(where: path.hasSuffix)
    }

    static func facts(path: String, bytes: UnsafeBufferPointer<UInt8>, scan: SourceScan, filter: EventFilter) -> FileFacts {
        let source = ObjCSource(bytes: bytes)
        var scanner = ObjCDeclarationScanner(source: source, scan: scan, filter: filter)
        scanner.scanFile()
        let marks = (scan.marks + scanner.marks()).sorted { $0.line < $1.line }
        return FileFacts(
            path: path, lineCount: scan.lineCount, types: scanner.types, marks: marks, directives: scan.directives,
            imports: ImportScanner.modules(in: bytes, lineStarts: scan.lineStarts))
    }
}
