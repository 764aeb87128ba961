import Foundation
import Testing
@testable import WhittleAudit

/// Both Swift readers mark an access that is assigned to (``MemberEvent/isWrite``) or read in a
/// condition (``MemberEvent/isTested``, and whether that condition is in an action closure:
/// ``MemberEvent/isInAction``) alike, keep one on a named receiver whatever its name,
/// and name the property it goes through (``MemberEvent/receiverMember``): the setting and
/// model-decision rules read them.
struct WriteEventTests {
    private static let filter = AuditCatalog().eventFilter

    /// The `(receiver, name, isWrite)` of each access in `body`, from the skeleton and from
    /// the full parse, of a controller's method.
    private static func accesses(in body: String) throws -> (skeleton: [String], full: [String]) {
        let source = """
            final class ExampleViewController: UIViewController {
                func run() {
                    \(body)
                }
            }
            """
        let bytes = Array(source.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            let scan = SourceScan(buffer)
            let skeleton = try #require(FileParser.skeletonTypes(buffer, scan: scan, filter: filter))
            let full = FileParser.fullTreeTypes(buffer, scan: scan, filter: filter)
            return (describe(skeleton), describe(full))
        }
    }

    private static func describe(_ types: [TypeFacts]) -> [String] {
        types.flatMap(\.members).flatMap(\.events).filter { $0.kind == .access || $0.isTested }.map { event in
            let call = event.kind == .call ? "()" : ""
            let flag = event.isWrite ? " =" : event.isInAction ? " ?!" : event.isTested ? " ?" : ""
            return "\(event.receiver.sortKey)\(event.receiverMember.map { "." + $0 } ?? "").\(event.name)\(call)\(flag)"
        }
    }

    @Test(arguments: [
        ("store.isOnboarded = true", ["3store.isOnboarded ="]),
        ("self.store.count += 1", ["3store.count ="]),
        ("Settings.current.hasSeenTip = true", ["2Settings.current.hasSeenTip ="]),
        ("store?.isOnboarded = false", ["3store.isOnboarded ="]),
        // Through one or two properties of the receiver, with or without `self.`, or calls
        // without arguments, which hand out their result as a getter does; not past a call
        // with arguments, and not further.
        ("viewModel.store?.isOnboarded = true", ["3viewModel.store.isOnboarded ="]),
        ("self.viewModel.store.isOnboarded = true", ["3viewModel.store.isOnboarded ="]),
        ("viewModel.store().isOnboarded = true", ["3viewModel.store.isOnboarded ="]),
        ("viewModel.store(for: user).isOnboarded = true", ["3viewModel.isOnboarded ="]),
        ("viewModel.store { $0 }.isOnboarded = true", ["3viewModel.isOnboarded ="]),
        ("context.a?.b.isOnboarded = true", ["3context.a.b.isOnboarded ="]),
        ("self.context.a.b!.isOnboarded = true", ["3context.a.b.isOnboarded ="]),
        ("context.a.b.c.isOnboarded = true", ["3context.isOnboarded ="]),
        ("context.a().b.c.isOnboarded = true", ["3context.isOnboarded ="]),
        // Through a type's shared instance or static property, its properties.
        ("UserPrefs.shared.uploadComment.value = text", ["2UserPrefs.uploadComment.value ="]),
        ("Library.sharedLibrary.store?.isDirty = true", ["2Library.store.isDirty ="]),
        ("Library.catalog.store.isDirty = true", ["2Library.catalog.store.isDirty ="]),
        ("Library.shared.catalog.store.isDirty = true", ["2Library.catalog.store.isDirty ="]),
        ("Library.shared().store.isDirty = true", ["2Library.store.isDirty ="]),
        // The caller's own type, however it is named.
        ("Self.shared.isDirty = true", ["3shared.isDirty ="]),
        ("type(of: self).shared.isDirty = true", ["3shared.isDirty ="]),
        ("type(of: self).isDirty = true", []),
        ("Library.named(\"a\").store.isDirty = true", ["2Library.isDirty ="]),
        // Read or named as a type: nothing is written, and an unwanted name is not kept.
        ("let x = store.isOnboarded", []),
        ("let observer: Session.Observer = { _ in }", []),
        // Read in a condition: tested, whatever its name, on a named receiver only.
        ("if store.isOnboarded == true { }", ["3store.isOnboarded ?"]),
        ("guard let app = self.app.installed, app.version > 2 else { return }", ["3app.installed ?", "3app.version ?"]),
        ("while queue.pending.isEmpty == false { queue.step() }", ["3queue.pending ?", "3queue.pending.isEmpty ?"]),
        ("switch importer.status {\ncase .done: break\ndefault: break\n}", ["3importer.status ?"]),
        ("if app.isNewer(than: 2) { }", ["3app.isNewer() ?"]),
        ("if items.contains(where: { $0.done }) { }", ["3items.contains() ?", "3$0.done ?"]),
        ("if case Status.done = status { }", ["2Status.done ?"]),
        ("repeat { queue.step() } while queue.isBusy", []),
        ("for item in store.items where item.done { }", []),
        ("if isReady, let x = value { }", []),
        // In a closure run when something happens (`?!`), and not in one that builds views.
        ("Button { if app.isNew { } } label: { if app.isBeta { } }", ["3app.isNew ?!", "3app.isBeta ?"]),
        ("Button(action: { if app.isNew { } }) { if app.isBeta { } }", ["3app.isNew ?!", "3app.isBeta ?"]),
        ("Button(\"Go\", role: .destructive) { if app.isNew { } }", ["3app.isNew ?!"]),
        ("ShareButton(item: app) { if app.isNew { } }", ["3app.isNew ?!"]),
        ("ForEach(apps) { if $0.isNew { } }.onTapGesture(count: 2) { if app.isBeta { } }", ["3$0.isNew ?", "3app.isBeta ?!"]),
        ("view.sheet(isPresented: $shown, onDismiss: { if app.isNew { } }) { if app.isBeta { } }", ["3app.isNew ?!", "3app.isBeta ?"]),
        ("Text(title).task { if app.isNew { } }.refreshable { if app.isBeta { } }", ["3app.isNew ?!", "3app.isBeta ?!"]),
        ("Row(app: app, onSelect: { withAnimation { if app.isNew { } } })", ["3app.isNew ?!"]),
        ("if app.isNew { Button(\"Go\") { } }", ["3app.isNew ?"]),
        // After a `case` label, an assignment is one.
        ("switch mode {\ncase 0, 1:\n    store.mode = 1\ndefault:\n    store.mode = 2\n}", ["3store.mode ="]),
    ])
    func bothReadersMarkWrites(body: String, expected: [String]) throws {
        let (skeleton, full) = try Self.accesses(in: body)
        #expect(skeleton == expected)
        #expect(full == expected)
    }
}
