/// The parts of SARIF 2.1.0 that Whittle writes more than once, as values that write
/// themselves (`SARIFLog+JSON.swift`); ``SARIFReporter`` writes the rest around them.
struct SARIFLog {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let version = "2.1.0"

    struct Rule {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: MultiformatText
        var defaultConfiguration: Configuration
    }

    struct Configuration {
        var level: String
    }

    struct Text {
        var text: String
    }

    /// Plain text and Markdown (GitHub shows `markdown` when present).
    struct MultiformatText {
        var text: String
        var markdown: String
    }

    struct Result {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        /// Identity across runs that does not depend on lines (see ``SARIFFingerprint``).
        var partialFingerprints: [String: String]
        var properties: [String: String]
    }

    struct Location {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation {
        var uri: String
        var uriBaseId: String?
    }

    struct Region {
        var startLine: Int
        var startColumn: Int
    }
}
