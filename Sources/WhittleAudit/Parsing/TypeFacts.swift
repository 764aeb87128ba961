/// A type declaration or extension in one file, with its members. Nested types are
/// separate `TypeFacts` and not part of their host.
struct TypeFacts: Sendable, Equatable {
    enum Kind: String, Sendable, Equatable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
        /// The free functions of one file, which belong to no type: Swift's top-level `func`s,
        /// an Objective-C or C file's C functions. One such part per file at most, named
        /// ``TypeFacts/functionsName``; the index keeps it apart from the types
        /// (``TypeSummaries/freeFunction(named:labels:calledFrom:)``).
        case functions
    }

    /// The name of a file's ``Kind/functions`` part: no type can be spelled so.
    static let functionsName = "(functions)"

    /// The name the summaries know the free functions of the file at `path` by: one type per
    /// file, so a function calling another of its file is a member calling its own type's, and
    /// a name two files declare stays two functions.
    static func functionsType(inFile path: String) -> String {
        functionsName + " " + path
    }

    var kind: Kind
    /// Qualified name (`Outer.Inner`), or the extended type as written for an extension.
    var name: String
    /// Inherited types as written (generic arguments dropped), first one the superclass candidate.
    var inheritedTypes: [String]
    var startLine: Int
    var endLine: Int
    /// Lines taken by nested type declarations, which do not count for this type.
    var nestedLines: Int
    var members: [MemberFacts]
    /// Attribute names on the declaration without `@`: `Observable`, `MainActor`.
    var attributes: [String] = []
    /// Objective-C: the methods this `@interface` (class extension, category) declares with an
    /// `IBAction` result, by member name (`-setSpeedLimit:`). Their implementation is as often
    /// written `- (void)setSpeedLimit:(id)sender`, and is the same action
    /// (``ProjectIndex`` marks it so).
    var declaredActions: [String] = []
    /// A SwiftUI view's properties its code binds to a text input (`TextField("Title", text:
    /// $title)`, `SecureField`, `TextEditor`): what the user types. For a view model, the
    /// fields views bind so (`$viewModel.name`, added by ``SwiftUIUnits``). Empty for other types.
    var textInputBindings: [String] = []

    /// Lines of this declaration, nested types excluded.
    var ownLines: Int { max(0, endLine - startLine + 1 - nestedLines) }
    /// The last component of the name: `ProfileViewController` for `App.ProfileViewController`.
    var simpleName: String { name.simpleTypeName }
}
