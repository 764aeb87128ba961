import Foundation
import Testing
@testable import Whittle

/// The library's own words come in the app's language.
struct LocalizedLabelTests {
    @Test(arguments: [("de", "Abbrechen"), ("fr", "Annuler"), ("ja", "キャンセル"), ("zh-Hans", "取消"), ("en", "Cancel")])
    func cancelIsTranslated(localization: String, expected: String) {
        #expect(ConfirmationRequest.cancelLabel(localization: localization) == expected)
    }

    /// Without a table for the language the label is English, never the key or nothing.
    @Test func theDefaultLabelIsReadable() {
        #expect(ConfirmationRequest.cancelLabel(localization: "xx") == nil)
        #expect(!ConfirmationRequest.localizedCancelLabel.isEmpty)
    }
}
