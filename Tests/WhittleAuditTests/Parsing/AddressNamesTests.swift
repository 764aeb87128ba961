import Testing
@testable import WhittleAudit

/// Which names hold an address, a path, a key or a query (``AddressNames``): a format
/// assigned to one is no display text.
struct AddressNamesTests {
    @Test(arguments: ["url", "urlString", "mobileLoginURLString", "absURL", "url2", "cacheKey", "sqlQuery", "file_url", "URL", "id", "sessionID", "chapterId"])
    func addressNames(_ name: String) {
        #expect(AddressNames.namesAddress(name))
    }

    @Test(arguments: ["title", "urlLabel", "pathText", "fullPath", "keyword", "monkey", "fileName", "security", "curiosity", "message", "idLabel", "valid", "paid"])
    func otherNames(_ name: String) {
        #expect(!AddressNames.namesAddress(name))
    }

    /// A member named for the address, key or query it returns: its formats are no display text.
    @Test(arguments: [
        "cacheKey(for:)", "-defaultKeyForIdentifier:", "makeURL()", "shareURLString", "-availableURLForFileNamed:inFolder:",
        "searchQuery(matching:)", "reuseIdentifier",
    ])
    func membersBuildingAddresses(_ name: String) {
        #expect(AddressNames.buildsAddress(Self.member(name)))
    }

    /// Where the key is the app's subject or the format is shown, the member may format text.
    @Test(arguments: [
        "titleForKey:", "-configureCellForIdentifier:", "setKeyFile(_:)", "makeKeySlotCellRegistration()", "urlLabel",
        "message(for:)", "keyboardWillShow(_:)",
    ])
    func otherMembers(_ name: String) {
        #expect(!AddressNames.buildsAddress(Self.member(name)))
    }

    private static func member(_ name: String) -> MemberFacts {
        MemberFacts(
            name: name, kind: name.hasSuffix(")") || name.hasPrefix("-") ? .method : .computedProperty, attributes: [], modifiers: [],
            startLine: 1, endLine: 3, parameterTypes: [], declaredType: nil, events: [])
    }
}
