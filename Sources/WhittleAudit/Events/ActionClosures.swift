/// Closures a SwiftUI view runs when something happens, not to build what it shows, told by
/// how they are passed. Both Swift readers ask it, so ``MemberEvent/isInAction`` means the
/// same in a syntax tree and in tokens:
/// - an argument labelled `action:`, `perform:`, `primaryAction:` or `on…` (`onDismiss:`,
///   `onCompletion:`, an app's own `onTap:`), trailing or not;
/// - the trailing closure of a modifier named `on…` (`.onTapGesture { }`,
///   `.onChange(of: query) { }`), `task` or `refreshable`;
/// - the first trailing closure of a `Button`, or of a type named `…Button`, that is given no
///   action argument (`Button("Save") { save() }`, `Button { follow() } label: { … }`); in
///   `Button(action: save) { Text("Save") }` it is the label.
///
/// A `body` deciding inside one of these decides what happens when the user acts; deciding
/// anywhere else in it decides what the view shows.
enum ActionClosures {
    private static let labels: [[UInt8]] = ["action", "perform", "primaryAction"].map { Array($0.utf8) }
    private static let modifiers: [[UInt8]] = ["task", "refreshable"].map { Array($0.utf8) }
    private static let button = Array("Button".utf8)

    /// Whether a closure passed with this argument label runs on an action.
    static func isActionLabel<Name: Collection<UInt8>>(_ label: Name) -> Bool {
        labels.contains { $0.elementsEqual(label) } || namesHandler(label)
    }

    /// Whether every trailing closure of a call of this name runs on an action.
    static func runsTrailingClosures<Name: Collection<UInt8>>(_ callee: Name) -> Bool {
        modifiers.contains { $0.elementsEqual(callee) } || namesHandler(callee)
    }

    /// Whether a call of this name makes a button, whose first trailing closure is its action
    /// unless an argument gives one.
    static func makesButton<Name: Collection<UInt8>>(_ callee: Name) -> Bool {
        guard callee.count >= button.count, let first = callee.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
        else { return false }
        return callee.suffix(button.count).elementsEqual(button)
    }

    /// `on` and a capital: `onAppear`, `onTapGesture`, `onDismiss`.
    private static func namesHandler<Name: Collection<UInt8>>(_ name: Name) -> Bool {
        var bytes = name.makeIterator()
        guard bytes.next() == UInt8(ascii: "o"), bytes.next() == UInt8(ascii: "n"), let third = bytes.next() else { return false }
        return third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
    }
}
