import Foundation

/// Writes messages for people to standard error, keeping standard output for the report.
enum StandardError {
    /// Writes `message` and a newline.
    static func write(_ message: String) {
        FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
    }
}
