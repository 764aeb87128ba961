import Testing
@testable import WhittleAudit

/// Which names hold an address, a path, a key or a query (``AddressNames``): a format
/// assigned to one is no display text.
struct AddressNamesTests {
    @Test(arguments: ["url", "urlString", "mobileLoginURLString", "absURL", "url2", "cacheKey", "sqlQuery", "file_url", "URL", "id", "sessionID", "chapterId",
        "script", "jsCode", "javascript", "injectedJS", "predString", "xpath", "userAgent", "applicationNameForUserAgent", "user_agent",
        // What is shown, named before the key or path to it: the key is the name's noun.
        "titleKeyPath", "parentTitleKeyPath", "messageID", "placeholder_key"])
    func addressNames(_ name: String) {
        #expect(AddressNames.namesAddress(name))
    }

    @Test(arguments: ["title", "urlLabel", "pathText", "fullPath", "keyword", "monkey", "fileName", "security", "curiosity", "message", "idLabel", "valid", "paid", "transcript", "jsonString", "scriptTitle", "agentName", "travelAgent", "userAgentLabel", "keyTitle", "urlTextLabel"])
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

    /// A format's literal (interpolations as 0 bytes, or `%` conversions) that builds an address,
    /// a path or a name the code uses.
    @Test(arguments: [
        "api/user/%@/project/%@/git/line_notes", "/users/%@", "https://\u{0}/feed", "%@_down.gif", "%@_selected",
        "Pass_%.f.pkpass", "\u{0}_\u{0}", "www.%@.com", "avatar_%lu", "\u{0}.m4a", "group.\u{0}.redditslide.prefs",
        "io.wwdc.sessiontable.lock\u{0}", "com.sap.HealthCertifiedPerson.\u{0}", "eu.exelban.Stats.MenuBar.%@",
        "%@=%@", "&page=%d", "\u{0}=\u{0}", "resourceId == %ld", "name != %@", "count >= \u{0}",
        // JSON written out, its quotes escaped or in a raw string.
        #"{\"topic\":\""# + "\u{0}" + #"\"}"#, #"[\"%@\"]"#, #"{ "id": ""# + "\u{0}" + #"" }"#,
    ])
    func machineText(_ text: String) {
        #expect(AddressNames.isMachineText(Array(text.utf8)))
    }

    /// Display text: words, a fraction, a version, a time, a tag, a price, a label in a script
    /// without spaces, or a literal that fills nothing.
    @Test(arguments: [
        "Page %d of %d", "%d/%d", "\u{0}/\u{0}", "V%@.%@", "%@:%@", "#%@", "%.2f 码币", "%@的粉丝", "@%@ %@", "%@%%",
        "api/users", "_%@_", "Line 1\\n%@", "%@ (%@)", "status.post-from-\u{0}", "package-details.dependants.\u{0}",
        "add-package.\u{0}.error.unimplemented-outputs.message", "add-package.\u{0}.probably-installed.had-errors.title",
        "x = %d", "=%@", "{\u{0}}", "[%d] items", "com.\u{0}",
    ])
    func displayText(_ text: String) {
        #expect(!AddressNames.isMachineText(Array(text.utf8)))
    }

    private static func member(_ name: String) -> MemberFacts {
        MemberFacts(
            name: name, kind: name.hasSuffix(")") || name.hasPrefix("-") ? .method : .computedProperty, attributes: [], modifiers: [],
            startLine: 1, endLine: 3, parameterTypes: [], declaredType: nil, events: [])
    }
}
