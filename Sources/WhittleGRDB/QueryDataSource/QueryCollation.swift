/// How SQLite compares text for one ORDER BY term.
enum QueryCollation: Sendable, Equatable {
    case binary, nocase, rtrim

    init?(sqlName: String) {
        switch sqlName.uppercased() {
        case "BINARY": self = .binary
        case "NOCASE": self = .nocase
        case "RTRIM": self = .rtrim
        default: return nil
        }
    }
}
