import Testing
@testable import WhittleAudit

/// Which names hold an address, a path, a key or a query (``AddressNames``): a format
/// assigned to one is no display text.
struct AddressNamesTests {
    @Test(arguments: ["url", "urlString", "mobileLoginURLString", "absURL", "url2", "cacheKey", "sqlQuery", "file_url", "URL"])
    func addressNames(_ name: String) {
        #expect(AddressNames.namesAddress(name))
    }

    @Test(arguments: ["title", "urlLabel", "pathText", "fullPath", "keyword", "monkey", "fileName", "security", "curiosity", "message"])
    func otherNames(_ name: String) {
        #expect(!AddressNames.namesAddress(name))
    }
}
