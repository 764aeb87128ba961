import Foundation

extension AuditReport {
    /// Reads a report written by `whittle audit --format json`.
    ///
    /// - Parameter path: The file.
    /// - Returns: The report.
    /// - Throws: ``ReportFileError`` when the file is missing, unreadable, not a report, or of
    ///   another schema version than ``currentSchemaVersion``.
    public static func load(from path: String) throws(ReportFileError) -> AuditReport {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            throw .unreadable(
                path: path, reason: !exists ? "it does not exist" : isFolder.boolValue ? "it is a folder" : "it cannot be read")
        }
        return try decode(data, path: path)
    }

    /// Decodes a report from the bytes of `whittle audit --format json`.
    ///
    /// - Parameters:
    ///   - data: The JSON.
    ///   - path: Where it came from, for messages.
    /// - Returns: The report.
    /// - Throws: ``ReportFileError/notAReport(path:reason:)`` or
    ///   ``ReportFileError/unsupportedVersion(path:version:)``.
    public static func decode(_ data: Data, path: String) throws(ReportFileError) -> AuditReport {
        let version: Int
        do {
            version = try JSONDecoder().decode(SchemaProbe.self, from: data).schemaVersion
        } catch {
            throw .notAReport(path: path, reason: Self.explain(error, root: true))
        }
        guard version == currentSchemaVersion else {
            throw .unsupportedVersion(path: path, version: version)
        }
        do {
            return try JSONDecoder().decode(AuditReport.self, from: data)
        } catch {
            throw .notAReport(path: path, reason: Self.explain(error, root: false))
        }
    }

    private struct SchemaProbe: Decodable {
        var schemaVersion: Int
    }

    private static func explain(_ error: any Error, root: Bool) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)? where context.codingPath.isEmpty:
            "it is not valid JSON"
        case .dataCorrupted(let context)?:
            "`\(Self.path(context.codingPath))` has a value this Whittle does not know (\(context.debugDescription))"
        case .keyNotFound(let key, let context)? where root && context.codingPath.isEmpty:
            "it has no `\(key.stringValue)` (is it a baseline or a SARIF file?)"
        case .keyNotFound(let key, let context)?:
            "`\(Self.path(context.codingPath + [key]))` is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            "`\(Self.path(context.codingPath))` has the wrong type: \(context.debugDescription)"
        default:
            "it could not be decoded"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        let path = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.hasPrefix(".") ? String(path.dropFirst()) : path
    }
}
