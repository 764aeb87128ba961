/// How Objective-C names are written for the rest of the auditor.
enum ObjCNames {
    /// A selector in Swift's call form, for name lists written the Swift way (list callbacks:
    /// `tableView(`, `numberOf`): `-tableView:cellForRowAtIndexPath:` gives
    /// `tableView(_:cellForRowAtIndexPath:)`, `-viewDidLoad` gives `viewDidLoad`.
    static func swiftStyle(_ selector: String) -> String {
        var body = Substring(selector)
        if body.first == "-" || body.first == "+" { body.removeFirst() }
        guard body.last == ":" else { return String(body) }
        let pieces = body.dropLast().split(separator: ":", omittingEmptySubsequences: false)
        guard let first = pieces.first else { return String(body) }
        return first + "(_:" + pieces.dropFirst().map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
    }

    /// Swift argument labels for a message's selector pieces after the first: `animated:completion:`
    /// for `presentViewController:animated:completion:` gives `_:animated:completion:`.
    static func labels(_ pieces: [String]) -> String {
        pieces.isEmpty ? "" : "_:" + pieces.dropFirst().map { ($0.isEmpty ? "_" : $0) + ":" }.joined()
    }
}
