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
    /// The type aliases the file declares, each to the types it names, in order
    /// (``TypeAliasScanner``): the index follows the first to a controller's superclass, and a
    /// composition's to the types that adopt all of them.
    var typeAliases: [String: [String]] = [:]
    /// The names `@objc(…)` gives the file's classes, protocols and enums, each to the Swift
    /// name (``TypeAliasScanner/objectiveCNames(in:lineStarts:)``): `EZQueryService` to
    /// `QueryService`, which Objective-C files send to by the first.
    var objectiveCNames: [String: String] = [:]
    /// The object-like macros an Objective-C file defines for a class's shared instance, each to
    /// the class (``ObjCInstanceMacros``): `settingsS` to `SavedSettings`.
    var instanceMacros: [String: String] = [:]
}
