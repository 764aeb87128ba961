/// Framework class names the index needs to know.
enum ControllerBases {
    /// UIKit, AppKit and SwiftUI-hosting controllers: a class whose chain reaches one is a
    /// view controller.
    static let framework: Set<String> = [
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
    ]

    /// Superclasses that are certainly not controllers; their subclasses' bodies are not read.
    static let knownNonControllers: Set<String> = [
        "NSObject", "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView",
        "UITableView", "UICollectionView", "UIStackView", "UITextField", "UITextView", "UIWindow", "UIResponder",
        "UIApplication", "UICollectionViewLayout", "UICollectionViewFlowLayout", "NSView", "NSTableCellView",
        "NSWindow", "NSControl", "NSButton", "NSManagedObject", "XCTestCase", "Operation", "NSOperation",
        "Error", "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Sendable", "CALayer",
        "JSONDecoder", "JSONEncoder", "NSDocument",
    ]

    /// Drops a module prefix: `UIKit.UIViewController` → `UIViewController`.
    static func simpleName(_ name: String) -> String {
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) { String(name[name.utf8.index(after: dot)...]) } else { name }
    }
}
