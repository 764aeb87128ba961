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
    /// Whether the types' members were left out: the results cache stores a file whose types
    /// are all parts of view controllers this way once their reports are cached, and parses
    /// the file again when one of them must be analysed (``ResultsStore``).
    var membersOmitted = false
}
