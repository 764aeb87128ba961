import Testing
import Whittle
import WhittleExamples

struct EmailAddressTests {
    /// The form accepts ordinary addresses and rejects the usual typos.
    @Test(arguments: [
        ("ana@example.com", true),
        ("  ana.b+tag@mail.example.org ", true),
        ("ana@", false),
        ("@example.com", false),
        ("ana@example", false),
        ("ana@@example.com", false),
        ("ana@example..com", false),
        ("a na@example.com", false),
        ("ana@example.c", false),
        ("ana@example.c0m", false),
        ("", false),
    ])
    func validatesAddresses(text: String, isValid: Bool) {
        #expect(EmailAddress.isValid(text) == isValid)
    }
}
