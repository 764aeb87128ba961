import Foundation

extension ConfirmationRequest {
    /// "Cancel" in the language the app runs in (from Whittle's own tables, English
    /// otherwise): the default label of the button that backs out.
    public static var localizedCancelLabel: String {
        Bundle.module.localizedString(forKey: "Cancel", value: "Cancel", table: nil)
    }

    /// "Cancel" in `localization` (`"de"`, `"zh-Hans"`), or `nil` when Whittle has no table
    /// for it.
    static func cancelLabel(localization: String) -> String? {
        // SwiftPM on Linux writes the folder names in lower case (zh-hans.lproj).
        let path = Bundle.module.path(forResource: localization, ofType: "lproj")
            ?? Bundle.module.path(forResource: localization.lowercased(), ofType: "lproj")
        guard let path, let bundle = Bundle(path: path) else { return nil }
        return bundle.localizedString(forKey: "Cancel", value: nil, table: nil)
    }
}
