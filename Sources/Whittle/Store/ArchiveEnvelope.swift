import Foundation

/// The on-disk wrapper around an archived value: a format version and the save date.
///
/// The version is decoded on its own first (``ArchiveEnvelopeHeader``), so a file from an
/// incompatible format is reported as such instead of as a confusing decoding error.
struct ArchiveEnvelope<Value: Codable>: Codable {
    var formatVersion: Int
    var savedAt: Date
    var value: Value
}

/// The version-only view of an envelope.
struct ArchiveEnvelopeHeader: Decodable {
    var formatVersion: Int
    var savedAt: Date
}
