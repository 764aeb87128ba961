/// The subset of SARIF 2.1.0 that Whittle writes, as Codable values.
struct SARIFLog: Encodable {
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        /// `%SRCROOT%` → the repository root, so relative URIs can be resolved.
        var originalUriBaseIds: [String: ArtifactLocation]?
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var semanticVersion: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: MultiformatText
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Text: Encodable {
        var text: String
    }

    /// Plain text and Markdown (GitHub shows `markdown` when present).
    struct MultiformatText: Encodable {
        var text: String
        var markdown: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        /// Identity across runs that does not depend on lines (see ``SARIFFingerprint``).
        var partialFingerprints: [String: String]
        var properties: [String: String]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
