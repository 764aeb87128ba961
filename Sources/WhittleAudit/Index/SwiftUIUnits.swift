/// Finds the SwiftUI views and view models among the project's types, from the facts the
/// index already holds (`docs/swiftui.md`, "The units").
///
/// A view conforms to `View` or a representable, in its declaration, in an extension, or
/// through a protocol of the project that refines one. A view model is an `ObservableObject`
/// or `@Observable` class (itself, through a protocol of the project refining
/// `ObservableObject`, or through the project's class it subclasses) that some view
/// holds for itself: through `@StateObject`,
/// `@ObservedObject` or `@Bindable`, or in `@State`, a plain stored property or an initializer
/// parameter when it is named as a model (`…Model`). A class reached only through
/// `@Environment` or `@EnvironmentObject` is app-wide state, not a view's model, unless the
/// team named it a view model.
enum SwiftUIUnits {
    static func find(
        in files: [FileFacts], excluding controllers: Set<String>, names: CatalogNames
    ) -> (
        views: [IndexedViewController], viewModels: [IndexedViewController], viewModelTypes: Set<String>,
        observableProtocols: Set<String>
    ) {
        var declarations: [(part: IndexedViewController.Part, simple: String)] = []
        var declarationsBySimpleName: [String: Int] = [:]
        var declarationFiles: [String: [String]] = [:]
        var extensionsByName: [String: [IndexedViewController.Part]] = [:]
        var protocolParents: [String: [String]] = [:]
        for file in files {
            for type in file.types {
                let part = IndexedViewController.Part(file: file.path, facts: type, marks: ProjectIndex.marks(of: type, in: file))
                switch type.kind {
                case .extension:
                    if !ProjectIndex.isTestFile(file.path) { extensionsByName[type.name, default: []].append(part) }
                case .protocol:
                    protocolParents[type.simpleName, default: []] += type.inheritedTypes.map(\.simpleTypeName)
                case .struct, .class, .enum:
                    guard !controllers.contains(type.simpleName) else { continue }
                    declarations.append((part, type.simpleName))
                    declarationsBySimpleName[type.simpleName, default: 0] += 1
                    declarationFiles[type.name, default: []].append(file.path)
                case .actor, .functions:
                    break
                }
            }
        }
        let viewProtocols = refining(names.swiftUIViewProtocols, parents: protocolParents)
        // `protocol FeedViewModelType: ObservableObject`: its adopters are observable too.
        let observableProtocols = refining(names.viewModelMarkers, parents: protocolParents)

        /// The extensions of a declaration: by its qualified name, and by its simple name when
        /// no other declaration shares it (`extension ItemsView` is ambiguous in an app with two).
        /// Where two targets declare the same name, each extension goes to the nearer one.
        var ownersByName: [String: [String: String]] = [:]
        func extensions(of part: IndexedViewController.Part, simple: String) -> [IndexedViewController.Part] {
            var found = extensionsByName[part.facts.name] ?? []
            if let files = declarationFiles[part.facts.name], files.count > 1, !found.isEmpty {
                let owners = ownersByName[part.facts.name] ?? ProjectIndex.owners(of: found, among: files)
                ownersByName[part.facts.name] = owners
                found.removeAll { owners[$0.file] != part.file }
            }
            if part.facts.name != simple, declarationsBySimpleName[simple] == 1 { found += extensionsByName[simple] ?? [] }
            return found
        }

        // A representable's coordinator (`CameraPicker.Coordinator`) is its UIKit or AppKit
        // delegate: its callbacks are the view's work.
        var coordinators: [String: [IndexedViewController.Part]] = [:]
        for (part, simple) in declarations where simple == "Coordinator" && part.facts.name != simple {
            // Its extensions by qualified name only: a bare `extension Coordinator` is the app's
            // own navigation coordinators as often as not.
            coordinators[String(part.facts.name.dropLast(".Coordinator".count)), default: []] +=
                [part] + (extensionsByName[part.facts.name] ?? [])
        }

        let typed = declarations.map { part, simple in
            let extensions = extensions(of: part, simple: simple)
            let conformances = (part.facts.inheritedTypes + extensions.flatMap(\.facts.inheritedTypes)).map(\.simpleTypeName)
            return Declared(part: part, simple: simple, extensions: extensions, conformances: conformances)
        }
        // A class is observable as its project superclass is (`final class SearchViewModel:
        // ViewModel` where `class ViewModel: ObservableObject`): teams give their view models
        // one base class.
        func ownMarker(_ type: Declared) -> String? {
            type.conformances.first(where: observableProtocols.contains)
                ?? type.part.facts.attributes.first(where: names.viewModelMarkers.contains)
        }
        func superclass(of part: IndexedViewController.Part) -> String? {
            part.facts.inheritedTypes.first.map(\.withoutGenericArguments.simpleTypeName)
        }
        var markers: [String: String] = [:]
        var superclasses: [String: String] = [:]
        for type in typed where type.part.facts.kind == .class {
            if let marker = ownMarker(type) { markers[type.simple] = marker }
            if let superclass = superclass(of: type.part) { superclasses[type.simple] = superclass }
        }
        /// `type`'s superclasses, nearest first, as far as the project declares them and one more.
        func ancestors(of type: Declared) -> [String] {
            var found: [String] = []
            var name = superclass(of: type.part)
            while let current = name, !found.contains(current) {
                found.append(current)
                name = superclasses[current]
            }
            return found
        }
        // A database object the team made observable (`@Observable class Event: NSManagedObject`)
        // is the stored model a view shows, not a view model.
        func marker(of type: Declared) -> String? {
            let ancestors = ancestors(of: type)
            guard !ancestors.contains(where: names.databaseObjectBases.contains),
                !type.part.facts.attributes.contains(where: names.databaseObjectMacros.contains)
            else { return nil }
            return ownMarker(type) ?? ancestors.lazy.compactMap { markers[$0] }.first
        }

        var views: [IndexedViewController] = []
        var candidates: [(declaration: IndexedViewController.Part, extensions: [IndexedViewController.Part], marker: String)] = []
        for type in typed {
            let (part, conformances) = (type.part, type.conformances)
            var extensions = type.extensions
            if let conformance = conformances.first(where: viewProtocols.contains) {
                if conformance != "View" { extensions += coordinators[part.facts.name] ?? [] }
                views.append(
                    IndexedViewController(
                        name: part.facts.name, declaration: part, extensions: extensions, superclassChain: [conformance],
                        isAssumed: false, kind: .swiftUIView,
                        bodyLines: bodyLines(of: [part] + extensions, names: names)))
            } else if part.facts.kind == .class, let marker = marker(of: type) {
                candidates.append((part, extensions, marker))
            }
        }

        var held: Set<String> = []
        // A model's field a view binds to a text input (`TextField("Name", text:
        // $viewModel.name)`) holds what the user typed, in the model as in the view.
        var boundTextFields: [String: Set<String>] = [:]
        for view in views {
            let bindings = ([view.declaration] + view.extensions).flatMap(\.facts.textInputBindings)
            for (_, member) in view.members {
                switch member.kind {
                case .storedProperty:
                    guard let type = member.declaredType.map(heldTypeName) else { continue }
                    for binding in bindings {
                        let steps = binding.split(separator: ".")
                        if steps.count == 2, steps[0] == member.name { boundTextFields[type, default: []].insert(String(steps[1])) }
                    }
                    // App-wide state comes through the environment, unless the team named it
                    // a view model (`@EnvironmentObject var library: LibraryViewModel`).
                    let shared = member.attributes.contains { $0 == "Environment" || $0 == "EnvironmentObject" }
                    // `@State` also keeps app state a view creates (a router path, a client):
                    // there, as for a plain property, the name says whether it is the model.
                    let wrapped = member.attributes.contains(where: names.viewModelHolders.contains)
                    if shared ? type.hasSuffix("ViewModel") : wrapped || isNamedAModel(type) {
                        held.insert(type)
                    }
                case .initializer:
                    for type in member.parameterTypes.map(heldTypeName) where isNamedAModel(type) { held.insert(type) }
                default:
                    break
                }
            }
        }
        let viewModels = candidates.filter { held.contains($0.declaration.facts.simpleName) }.map { candidate in
            var declaration = candidate.declaration
            for field in (boundTextFields[declaration.facts.simpleName] ?? []).sorted()
            where !declaration.facts.textInputBindings.contains(field) {
                declaration.facts.textInputBindings.append(field)
            }
            return IndexedViewController(
                name: candidate.declaration.facts.name, declaration: declaration, extensions: candidate.extensions,
                superclassChain: [candidate.marker], isAssumed: false, kind: .viewModel)
        }
        return (views, viewModels, Set(viewModels.map(\.declaration.facts.simpleName)), observableProtocols.subtracting(names.viewModelMarkers))
    }

    /// Whether a class handed to a view as a plain property or initializer argument is named
    /// as its model (`FeedViewModel`, `ProfileScreenModel`): an API client, a router or the
    /// app's preferences are passed the same way and are collaborators, not the view's model.
    private static func isNamedAModel(_ type: String) -> Bool { type.hasSuffix("Model") }

    /// A struct, class or enum of the project with what it conforms to, in its declaration
    /// and its extensions.
    private struct Declared {
        let part: IndexedViewController.Part
        let simple: String
        let extensions: [IndexedViewController.Part]
        let conformances: [String]
    }

    /// `protocols` and every project protocol that refines one of them, however indirectly.
    private static func refining(_ protocols: Set<String>, parents: [String: [String]]) -> Set<String> {
        var result = protocols
        var changed = true
        while changed {
            changed = false
            for (name, inherited) in parents where !result.contains(name) && inherited.contains(where: result.contains) {
                result.insert(name)
                changed = true
            }
        }
        return result
    }

    /// The class a property or parameter type names: `FeedModel` for `FeedModel?`,
    /// `ObservedObject<FeedModel>` or `App.FeedModel`.
    private static func heldTypeName(_ type: String) -> String {
        var name = type.trimmingTrailingOptionality
        if let open = name.firstIndex(of: "<"), name.last == ">" {
            let wrapper = name[..<open]
            if wrapper == "StateObject" || wrapper == "ObservedObject" || wrapper == "State" || wrapper == "Bindable" {
                name = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
            }
        }
        return name.withoutGenericArguments.simpleTypeName
    }

    /// The lines of `body` and of the members that build views for it: computed properties
    /// whose type is a view (`some View`, `AnyView`) and `@ViewBuilder` functions.
    private static func bodyLines(of parts: [IndexedViewController.Part], names: CatalogNames) -> Int {
        var lines = 0
        for part in parts {
            for member in part.facts.members where buildsViews(member, names: names) { lines += member.lineCount }
        }
        return lines
    }

    /// Whether a view's member is part of its body: `body`, a computed property or function
    /// whose type is a view (`some View`, `AnyView`, `some ToolbarContent`) or a `@ViewBuilder`
    /// one. It stays in the
    /// view when work moves out of it.
    static func buildsViews(_ member: MemberFacts, names: CatalogNames) -> Bool {
        member.name == "body" || member.attributes.contains(where: names.viewBuilderAttributes.contains)
            || ((member.kind == .computedProperty || member.kind == .method) && (member.declaredType.map(isViewType) ?? false))
    }

    /// `View` (the facts drop `some`), `AnyView`, or a toolbar's content.
    private static func isViewType(_ type: String) -> Bool {
        type == "View" || type == "AnyView" || type == "ToolbarContent"
    }
}
