/// Everything the auditor keeps from one file once its syntax tree is dropped.
struct FileFacts: Sendable, Equatable {
    var path: String
    var lineCount: Int
    /// Declarations and extensions, nested types flattened with qualified names.
    var types: [TypeFacts]
    var marks: [MarkComment]
    var directives: [DisableDirective]
    /// The modules the file imports (``ImportScanner``).
    var imports: Set<String> = []
    /// The type aliases the file declares, each to the first type it names
    /// (``TypeAliasScanner``): the index follows them to a controller's superclass.
    var typeAliases: [String: String] = [:]
}
