/// The name lists the stages share: which framework classes are controllers, which members are
/// the lifecycle, which properties are the controller's own, which calls log, which
/// collaborators take work away from a controller.
struct CatalogNames: Sendable {
    /// UIKit, AppKit and SwiftUI-hosting controllers: a class whose chain reaches one is a
    /// view controller.
    var controllerBases: Set<String>
    /// Protocols that make a type a SwiftUI view: `View` and the representables.
    var swiftUIViewProtocols: Set<String>
    /// What makes a class a view model when a view holds it: `ObservableObject` conformance
    /// or the `@Observable` macro.
    var viewModelMarkers: Set<String>
    /// The standard library's and Foundation's value and collection types: a type the project
    /// nests under one of these names (`RendezvousEmojis.Set`) is known by its qualified name
    /// only, so `Set<Day>` elsewhere stays Swift's.
    var standardTypeNames: Set<String>
    /// The classes of database objects, Core Data's and Realm's: a class whose chain reaches
    /// one is a stored model, never a view model, whatever observes it.
    var databaseObjectBases: Set<String>
    /// The macros that make a class a database object, SwiftData's `@Model`: the same as
    /// inheriting one of ``databaseObjectBases``.
    var databaseObjectMacros: Set<String>
    /// Property wrappers through which a view holds a view model of its own, whatever its name
    /// (`@StateObject`, `@ObservedObject`, `@Bindable`). `@State` keeps app state a view creates
    /// as well (a router path, a client), so there the name decides; `@Environment` and
    /// `@EnvironmentObject` reach app-wide state.
    var viewModelHolders: Set<String>
    /// Members of a SwiftUI view that are its body: `body`, and computed properties or
    /// functions returning views are counted by their type or `@ViewBuilder` attribute.
    var viewBuilderAttributes: Set<String>
    /// What a view is styled with: a SwiftUI view's member returning one (`var iconColor:
    /// Color`, `func icon(for:) -> Image`) picks how the model shows, which is rendering.
    var viewStyleTypes: Set<String>
    /// A controller representable's hooks: the controller they build and update is the view
    /// itself, which whoever shows the representable presents.
    var representableControllerHooks: Set<String>
    /// A list's hooks that ask how tall a row or how large an item is: a branch on the model
    /// there picks a size, no business rule.
    var listSizeHooks: Set<String>
    /// Superclasses that are certainly not controllers; their subclasses' bodies are not read.
    var knownNonControllers: Set<String>
    /// Where a controller may do work: view loading and appearance.
    var lifecycleMembers: Set<String>
    /// The controller's own framework properties: calls through them are its own work.
    var frameworkProperties: Set<String>
    /// Name endings of UIKit and AppKit controls, bar items and gesture recognizers.
    var controlNameEndings: [String]
    /// List callbacks (UIKit's, AppKit's and Texture's), by name prefix: they keep every name
    /// they use, to tell which array a data source would hold.
    var listCallbackPrefixes: [String]
    /// Calls whose string interpolations are not display text: log text, script source
    /// handed to a web view, a URL built from its parts (`URL(string: "…/\(id)")`) and a
    /// query (`NSPredicate(format: "owner == '\(id)'")`), an asset's name or a file's
    /// (`UIImage(named: "badge_\(level)")`).
    var loggingCalls: Set<String>
    /// Type-name endings of the objects a lean controller delegates to: a call on one (or an
    /// assignment to one's property) is not the controller doing the work, which that object
    /// decides (``DelegationRules``).
    var delegateRoles: [String]
    /// Collections that hold no model data: the interface's own, read through the object
    /// that holds them or on their own (`view.subviews`, `NSApp.windows`,
    /// `outlineView.selectedRowIndexes`), the system's screens and running apps
    /// (`NSScreen.screens`, `NSWorkspace.shared.runningApplications`), and the parts of an address
    /// (`components.queryItems`, `url.pathComponents`), an enumeration's cases
    /// (`ImageType.allCases`) and the codes a camera read (`metadataObjects`). A call on one
    /// looks among views, windows, rows, the pieces of a link, the app's own constants (a
    /// picker's options) or what a device captured, not at model data.
    var nonModelCollections: Set<String>
    /// Framework objects whose collections hold no model data, where the path to the collection
    /// is lost: the app's scenes and windows, the screens and the running apps, searched along
    /// a chain past a call with arguments (`UIApplication.shared.connectedScenes.compactMap { … }
    /// .first(where: …)`, kept on `UIApplication` alone), a value's fields read by reflection
    /// (`Mirror(reflecting: systemInfo.machine).children.reduce(…)`, the device's model name) and
    /// a link's parts (`URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
    /// .first(where: …)`, a redirect's code). A search on one, or on a local holding one, looks
    /// among them, not at model data.
    var nonModelOwners: Set<String>
    /// How a type's shared instance is named: these names (`Settings.shared`, `User.current`),
    /// and names that start with one of ``singletonAccessorPrefixes`` and go on with a capital
    /// (`[Library sharedLibrary]`, `[API defaultClient]`). A path through one
    /// (`UserPrefs.shared.uploadComment.value = …`) reads the type's property as
    /// `Settings.theme` would (``MemberEvent/receiverMember``).
    var singletonAccessors: Set<String>
    var singletonAccessorPrefixes: [String]
    /// Library base classes that keep every property their subclass declares in the user's
    /// defaults (PAPreferences' and GVUserDefaults' `@dynamic` properties): assigning one is
    /// writing a setting (``SettingSummaries``).
    var propertyStoreBases: Set<String>

    /// Whether `name` hands out a type's shared instance (``singletonAccessors``, or one of
    /// ``singletonAccessorPrefixes`` and a capital: `sharedManager`).
    func namesSharedInstance(_ name: String) -> Bool {
        singletonAccessors.contains(name)
            || singletonAccessorPrefixes.contains { prefix in
                name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isASCII && $0.isUppercase } == true
            }
    }

    /// Whether the type `name` is in a delegate role: it ends with one, or with one and the
    /// word that names its protocol or one half of it (`LoadingViewModelType`,
    /// `DataDonationViewModelProtocol`, `LoginViewModelInputs`).
    func isDelegateRole(_ name: String) -> Bool {
        // Asked of every type a call or condition reaches: bytes, not `hasSuffix`'s characters.
        var name = name
        return name.withUTF8 { bytes in
            let qualifier = Self.roleQualifiers.first { Self.bytes(bytes, endWith: $0, droppingLast: 0) }?.utf8.count ?? 0
            return delegateRoles.contains {
                Self.bytes(bytes, endWith: $0, droppingLast: 0)
                    || (qualifier > 0 && Self.bytes(bytes, endWith: $0, droppingLast: qualifier))
            }
        }
    }

    /// Whether a property named `name` is named for a delegate role: the role itself in
    /// lower camel case (`viewModel`, `presenter`) or a name ending with it (`loginViewModel`).
    func namesDelegateRoleProperty(_ name: String) -> Bool {
        // Asked of every call on a property: bytes, without building a capitalised name.
        var name = name
        return name.withUTF8 { bytes in
            delegateRoles.contains { role in
                var role = role
                return role.withUTF8 { role in
                    guard bytes.count >= role.count, let first = role.first else { return false }
                    let start = bytes.count - role.count
                    // The role's first letter, capital or (the whole name) lowercase.
                    guard bytes[start] == first || (start == 0 && bytes[start] == first | 0x20) else { return false }
                    var offset = 1
                    while offset < role.count, bytes[start + offset] == role[offset] { offset += 1 }
                    return offset == role.count
                }
            }
        }
    }

    /// Whether `bytes`, without their last `dropped`, end with `suffix`.
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, endWith suffix: String, droppingLast dropped: Int) -> Bool {
        var suffix = suffix
        return suffix.withUTF8 { suffix in
            let end = bytes.count - dropped
            guard end >= suffix.count else { return false }
            var offset = 0
            while offset < suffix.count, bytes[end - suffix.count + offset] == suffix[offset] { offset += 1 }
            return offset == suffix.count
        }
    }

    /// Endings a role's protocol takes after the role's name.
    static let roleQualifiers = ["Protocol", "Interface", "Inputs", "Outputs", "Input", "Output", "Type"]

    /// Whether `name` is named like a control: `sendButton`, `emailField`, `doneItem`,
    /// `sender`, `$0`.
    func isControlName(_ name: String) -> Bool {
        if name == "sender" || name == "navigationItem" || name.hasPrefix("$") { return true }
        let lowercased = name.lowercased()
        return controlNameEndings.contains { lowercased.hasSuffix($0) }
    }
}
