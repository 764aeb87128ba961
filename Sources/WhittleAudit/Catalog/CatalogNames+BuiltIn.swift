extension CatalogNames {
    /// The lists the built-in catalog uses.
    static let builtIn = CatalogNames(
        controllerBases: [
            "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
            "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
            "UISearchController", "UIInputViewController", "UIActivityViewController", "UIAlertController",
            "UIImagePickerController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
            "UIReferenceLibraryViewController", "UIVideoEditorController", "UIFontPickerViewController",
            "UIColorPickerViewController", "PHPickerViewController", "SFSafariViewController", "AVPlayerViewController",
            "QLPreviewController", "MFMailComposeViewController", "MFMessageComposeViewController",
            "CNContactViewController", "CNContactPickerViewController", "EKEventEditViewController",
            "NSViewController", "NSWindowController", "NSSplitViewController", "NSTabViewController",
            "NSPageController", "NSTitlebarAccessoryViewController", "NSHostingController", "NSCollectionViewController",
            "WKInterfaceController", "ASViewController", "ASDKViewController",
            // Whittle's own adapters (WhittleUIKit, WhittleAppKit): a lean controller built on them
            // is a controller for certain, not an assumed one.
            "TypedViewController", "TypedNSViewController",
        ],
        swiftUIViewProtocols: [
            "View", "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable",
            "NSViewControllerRepresentable",
        ],
        viewModelMarkers: ["ObservableObject", "Observable"],
        standardTypeNames: [
            "Array", "Set", "Dictionary", "Optional", "Result", "String", "Substring", "Character", "Int", "Double",
            "Float", "Bool", "Range", "ClosedRange", "Error", "Data", "Date", "URL", "UUID", "Decimal", "Locale",
            "TimeZone", "Calendar", "Notification", "IndexPath", "IndexSet", "Measurement",
        ],
        databaseObjectBases: ["NSManagedObject", "Object", "RLMObject", "EmbeddedObject"],
        databaseObjectMacros: ["Model"],
        viewModelHolders: ["StateObject", "ObservedObject", "Bindable"],
        viewBuilderAttributes: ["ViewBuilder", "ToolbarContentBuilder"],
        viewStyleTypes: [
            "Color", "UIColor", "NSColor", "CGColor", "Image", "UIImage", "NSImage", "Font", "UIFont", "NSFont", "Text",
            "ShapeStyle", "AnyShapeStyle", "Gradient", "LinearGradient", "Material",
        ],
        representableControllerHooks: [
            "makeUIViewController(context:)", "updateUIViewController(_:context:)", "makeNSViewController(context:)",
            "updateNSViewController(_:context:)",
        ],
        listSizeHooks: [
            "tableView(_:heightForRowAt:)", "tableView(_:estimatedHeightForRowAt:)", "tableView(_:heightForHeaderInSection:)",
            "tableView(_:heightForFooterInSection:)", "collectionView(_:layout:sizeForItemAt:)", "tableView(_:heightOfRow:)",
            "outlineView(_:heightOfRowByItem:)", "-tableView:heightForRowAtIndexPath:", "-tableView:estimatedHeightForRowAtIndexPath:",
            "-tableView:heightForHeaderInSection:", "-tableView:heightForFooterInSection:",
            "-collectionView:layout:sizeForItemAtIndexPath:", "-tableView:heightOfRow:", "-outlineView:heightOfRowByItem:",
        ],
        knownNonControllers: [
            "NSObject", "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
            "UITableViewHeaderFooterView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView",
            "UITableView", "UICollectionView", "UIStackView", "UITextField", "UITextView", "UIWindow", "UIResponder",
            "UIApplication", "UICollectionViewLayout", "UICollectionViewFlowLayout", "NSView", "NSTableCellView",
            "NSWindow", "NSControl", "NSButton", "NSManagedObject", "XCTestCase", "Operation", "NSOperation",
            "Error", "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Sendable", "CALayer",
            "JSONDecoder", "JSONEncoder", "NSDocument",
        ],
        lifecycleMembers: [
            "viewDidLoad()", "awakeFromNib()", "loadView()", "viewDidAppear(_:)", "viewDidDisappear(_:)",
            "viewDidAppear()", "viewDidDisappear()", "windowDidLoad()",
        ],
        frameworkProperties: [
            "navigationController", "tabBarController", "splitViewController", "presentingViewController",
            "presentedViewController", "parent", "view", "tableView", "collectionView", "navigationItem", "storyboard",
            "window", "viewIfLoaded", "presentationController", "transitionCoordinator", "searchController",
            "refreshControl", "navigationBar", "toolbar", "tabBar", "scrollView", "textField", "searchBar",
            "traitCollection", "children", "childViewControllers", "extensionContext",
        ],
        controlNameEndings: [
            "button", "field", "control", "switch", "toggle", "item", "slider", "stepper", "picker", "textview",
            "recognizer", "gesture", "checkbox", "segment", "segments",
            // The abbreviation many Objective-C apps name their buttons with (`loginBtn`, `doneBtn`).
            "btn",
            // An alert's action kept to enable it as its text field is typed in.
            "action",
        ],
        listCallbackPrefixes: ["tableView(", "collectionView(", "numberOf", "outlineView(", "pickerView(", "tableNode(", "collectionNode("],
        loggingCalls: [
            "print", "debugPrint", "NSLog", "os_log", "fatalError", "assert", "assertionFailure", "precondition",
            "preconditionFailure", "debug", "info", "notice", "error", "warning", "warn", "verbose", "critical", "fault", "trace",
            "log",
            // The levels some loggers add past the unified log's (`Logger.fatal("…\(x)")`, XCGLogger's
            // `log.severe`): a message to the developer.
            "fatal", "severe",
            // An exception's reason is a message to the developer, as an assertion's is:
            // `[NSException raise:… format:…]`, `NSException(name:reason:userInfo:)`, `NSAssert(…)`.
            "raise", "NSException", "NSAssert", "NSCAssert",
            "evaluateJavaScript", "callAsyncJavaScript", "URL", "NSPredicate",
            // Text that names something rather than shows it: an asset, a path, a prefix tested
            // (`Image("badge_\(level)")`). Not a modifier such as `.id(_:)`: a call chained
            // after a logging frame's makes what it is called on log text too
            // (`Text("\(count)").id(row)` would lose its display text).
            "Image", "UIImage", "NSImage", "appendingPathComponent", "appendingPathExtension", "hasPrefix", "hasSuffix",
        ],
        delegateRoles: [
            "ViewModel", "Presenter", "LogicController", "Interactor", "Navigator", "Router", "Coordinator", "UseCase",
            "Reducer", "ViewState",
            // ReactorKit's view models (`final class SettingReactor: Reactor`).
            "Reactor",
        ],
        nonModelCollections: [
            "subviews", "arrangedSubviews", "windows", "orderedWindows", "viewControllers", "childViewControllers",
            "gestureRecognizers", "constraints", "visibleCells", "indexPathsForVisibleRows", "indexPathsForSelectedRows",
            "indexPathsForVisibleItems", "indexPathsForSelectedItems", "selectedRowIndexes", "connectedScenes",
            "tabViewItems", "splitViewItems", "queryItems", "pathComponents", "allCases", "screens", "runningApplications",
            "metadataObjects",
        ],
        nonModelOwners: [
            "UIApplication", "NSApplication", "NSApp", "NSWorkspace", "UIScreen", "NSScreen", "Mirror", "URLComponents",
            "NSURLComponents",
        ],
        singletonAccessors: ["shared", "default", "current", "standard", "instance", "sharedInstance"],
        singletonAccessorPrefixes: ["shared", "default"],
        propertyStoreBases: ["PAPreferences", "GVUserDefaults"])
}
