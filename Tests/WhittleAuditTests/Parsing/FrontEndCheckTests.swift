import Foundation
import Testing
import WhittleTesting
@testable import WhittleAudit

/// The skeleton parse (declarations from SwiftParser, bodies from tokens) must give exactly
/// the facts of a full parse: every report depends on it.
struct FrontEndCheckTests {
    private static let filter = AuditCatalog().eventFilter

    private enum Facts {
        /// Types from the skeleton (`nil` if it fell back) and from the full tree.
        static func both(_ source: String) -> (skeleton: [TypeFacts]?, full: [TypeFacts]) {
            var bytes = Array(source.utf8)
            if bytes.isEmpty { bytes = [UInt8(ascii: "\n")] }
            return bytes.withUnsafeBufferPointer { buffer in
                let scan = SourceScan(buffer)
                return (
                    FileParser.skeletonTypes(buffer, scan: scan, filter: FrontEndCheckTests.filter),
                    FileParser.fullTreeTypes(buffer, scan: scan, filter: FrontEndCheckTests.filter)
                )
            }
        }

        /// Where the two paths first differ on `source`, by the front-end check.
        static func mismatch(_ source: String, path: String = "Example.swift") -> FrontEndCheck.Mismatch? {
            if case .differ(let mismatch) = FrontEndCheck.compare(path: path, source: source, filter: FrontEndCheckTests.filter) {
                return mismatch
            }
            return nil
        }
    }

    private static var allExamples: [AuditExample] {
        let catalog = AuditCatalog()
        return catalog.detectors.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
            + catalog.rules.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
    }

    /// The package's root folder.
    private static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Every Swift file under `folder`, relative paths.
    private static func swiftFiles(under folder: URL) throws -> [String] {
        try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
    }

    @Test func everyCatalogExampleGivesTheFullParsesFacts() {
        for example in Self.allExamples {
            let (skeleton, _) = Facts.both(example.code)
            #expect(skeleton != nil, "skeleton fell back for example at \(example.file):\(example.line)")
            if let mismatch = Facts.mismatch(example.code) {
                Issue.record("paths differ for example at \(example.file):\(example.line): \(mismatch)")
            }
        }
    }

    @Test func everyBundledExampleFileGivesTheFullParsesFacts() throws {
        let examples = Self.root.appendingPathComponent("Examples")
        let files = try Self.swiftFiles(under: examples)
        #expect(files.count > 10)
        for file in files {
            let source = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
            let (skeleton, _) = Facts.both(source)
            #expect(skeleton != nil, "skeleton fell back for \(file)")
            if let mismatch = Facts.mismatch(source, path: file) { Issue.record("paths differ: \(mismatch)") }
        }
    }

    /// The auditor's own sources and tests: a few hundred files of every Swift shape this
    /// project writes. A full parse is slow in a debug build, so a plain run checks every
    /// eighth file; `WHITTLE_CHECK_FRONT_ENDS=1` checks them all.
    @Test func everyFileOfThisRepositoryGivesTheFullParsesFacts() throws {
        var checked = 0
        let stride = FrontEndCheck.isEnabled ? 1 : 8
        for folder in ["Sources", "Tests"] {
            let base = Self.root.appendingPathComponent(folder)
            for (index, file) in try Self.swiftFiles(under: base).sorted().enumerated() where index % stride == 0 {
                let source = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                if let mismatch = Facts.mismatch(source, path: folder + "/" + file) { Issue.record("paths differ: \(mismatch)") }
                checked += 1
            }
        }
        #expect(checked > 300 / stride)
    }

    /// The checked-out packages (swift-syntax, GRDB, …: about half a million lines), when
    /// `WHITTLE_CHECK_FRONT_ENDS` is set; too slow for every run.
    @Test(.enabled(if: FrontEndCheck.isEnabled)) func everyCheckedOutPackageGivesTheFullParsesFacts() throws {
        let checkouts = Self.root.appendingPathComponent(".build/checkouts")
        var checked = 0
        for file in try Self.swiftFiles(under: checkouts) {
            guard let source = try? String(contentsOf: checkouts.appendingPathComponent(file), encoding: .utf8) else { continue }
            if let mismatch = Facts.mismatch(source, path: file) { Issue.record("paths differ: \(mismatch)") }
            checked += 1
        }
        #expect(checked > 1000)
    }

    /// The check names the member and line where the paths differ.
    @Test func aDifferenceNamesItsMemberAndLine() {
        let source = """
            final class AViewController: UIViewController {
                func load() {
                    navigationController?.pushViewController(next, animated: true)
                }
            }
            """
        var fast = Facts.both(source).full
        fast[0].members[0].events.removeLast()
        let mismatch = FrontEndCheck.firstDifference(fast: fast, full: Facts.both(source).full, file: "A.swift")
        #expect(mismatch?.file == "A.swift")
        #expect(mismatch?.line == 3)
        #expect(mismatch?.message.contains("AViewController.load()") == true)
    }

    /// Code shapes where reading tokens could go wrong: labels, patterns, closure signatures,
    /// trailing closures in conditions, nested interpolations, logging calls, key paths,
    /// receivers through calls and optionals, accessors and observers.
    @Test func trickyBodiesGiveTheFullParsesFacts() {
        let source = ##"""
            import UIKit

            final class TrickyViewController: UIViewController, UITableViewDataSource {
                var items: [String] = [] { didSet { tableView.reloadData() } }
                var observed: Int = 0 {
                    willSet { UserDefaults.standard.set(newValue, forKey: "k") }
                }
                var title2: String { return "\(items.count) items" }
                var both: Int {
                    get { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).priority == 0 ? 1 : 0 }
                    set { navigationController?.popViewController(animated: true) }
                }
                lazy var formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .short
                    return formatter
                }()
                private let tableView = UITableView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let first = items.first { print("first \(first)") }
                    for item in items where item.isEmpty { view.backgroundColor = .red }
                    guard let url = URL(string: "https://example.com") else { return }
                    URLSession.shared.dataTask(with: url) { [weak self] data, response, error in
                        guard let self, let data else { return }
                        DispatchQueue.main.async {
                            self.title = "\(data.count) bytes, \("nested \(error == nil)")"
                            self.tableView.reloadData()
                        }
                    }.resume()
                    let sorted = items.sorted { (lhs: String, rhs: String) -> Bool in lhs < rhs }
                    _ = sorted.map(\.count).filter { $0 > 1 }
                    present(UIAlertController(title: nil, message: "m", preferredStyle: .alert), animated: true)
                    UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() } completion: { _ in
                        NotificationCenter.default.post(name: .init("done"), object: nil)
                    }
                    switch items.count {
                    case 0: view.isHidden = true
                    default: tableView.isHidden = false
                    }
                    repeat { items.removeLast() } while items.count > 3
                    let (a, b) = (items.first, items.last)
                    _ = [a: b]
                    #if DEBUG
                    NSLog("debug \(items)")
                    #endif
                    let regex = /ab+c/
                    _ = regex
                    let raw = #"raw \#(items.count) string"#
                    _ = raw
                    _ = """
                        multi \(items.count)
                        line
                        """
                    performSegue(withIdentifier: "show", sender: nil)
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                    func local(x: Int) -> Int { x + view.frame.width.hashValue }
                    _ = local(x: 1)
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items[safe: 0].count + [label: 1].count }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                    cell.textLabel?.text = items[indexPath.row].uppercased()
                    cell.textLabel?.attributedText = NSAttributedString(string: "\(indexPath.row)")
                    return cell
                }

                subscript(index: Int) -> String { items[index] }

                @objc private func keyboardWillShow(_ notification: Notification) {
                    let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    tableView.contentInset.bottom = frame?.height ?? 0
                }

                deinit { NotificationCenter.default.removeObserver(self) }
            }

            protocol Requirement {
                func needed() -> Int
                var value: Int { get set }
            }

            struct Model {
                var name: String
                func describe() -> String { "\(name)" }
            }
            """##
        let (skeleton, full) = Facts.both(source)
        #expect(skeleton != nil)
        #expect(Facts.mismatch(source) == nil, "\(String(describing: Facts.mismatch(source)))")
        // Blanked: every function, the subscript, the deinit, the implicit getter and both
        // explicit accessors; observers after `=` and the closure initializer stay in the tree.
        let blanked = Array(source.utf8).withUnsafeBufferPointer { SkeletonSource(tokens: SourceTokens($0))?.bodies.count }
        #expect(blanked == 10)
        #expect(full.contains { $0.name == "TrickyViewController" && $0.members.count > 8 })
    }

    /// The skeleton keeps a blanked body's line breaks, however the file writes them, so lines
    /// and positions still map to the file's.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineBreakStyleGivesTheFullParsesFacts(_ lineBreak: String) {
        let source = [
            "final class BreaksViewController: UIViewController {",
            "    override func viewDidLoad() {",
            "        super.viewDidLoad()",
            "",
            "        URLSession.shared.dataTask(with: url).resume()",
            "    }",
            "    var title2: String {",
            "        \"\\(view.bounds.width)\"",
            "    }",
            "    func save() { UserDefaults.standard.set(1, forKey: \"k\") }",
            "}",
        ].joined(separator: lineBreak)
        let (skeleton, full) = Facts.both(source)
        #expect(skeleton != nil)
        #expect(skeleton == full)
        // Lines are counted at `\n`, as in the rest of the audit (a lone `\r` ends no line).
        let lines = full.flatMap(\.members).flatMap(\.events).map(\.position.line)
        #expect(lines.contains(lineBreak.contains("\n") ? 5 : 1))
    }

    /// Shapes real apps and packages write that the token reader once read differently from
    /// the tree (found by `whittle-bench check` on the development set and `.build/checkouts`).
    /// A list callback keeps every name, so any stray reference or call shows.
    @Test(arguments: [
        // Local functions: parameters declare names; `-> T {` is a body, not a call.
        "func helper(_ photo: UIImage, at index: Int) -> UIImage { photo }",
        // A local computed property's `{` holds its getter.
        "var title: String { \"x\" }",
        // Bindings in enum case patterns, qualified or not; the case's type is named.
        "if case let Result<Int, Error>.failure(error) = result { print(error) }",
        "switch result { case let .failure(error): print(error)\n @unknown default: break }",
        // Casts to a dictionary type are not subscripts with labels.
        "let info = userInfo as? [String: Any] ?? [:]",
        // `as Any` and metatypes.
        "let values: [Any] = [label as Any, UITableView.Type.self]",
        "guard tableView is UITableView.Type else { return UITableViewCell() }",
        // A raw string's quotes, and a literal that receives a call.
        "let count = #\"a\"#.count + \"photos\".count + #\"\\#\\#(tableView)\"#.count",
        // A selector names a method with its labels, without calling it.
        "tableView.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)",
        // A specialized type receives a call; a postfix operator's result too.
        "let request = Table<Row<Int>>(\"t\").filter(key: 1)",
        // Closure signatures: names, captures and types.
        "items.forEach { [weak self, first = items[0]] (item: Int) -> UIView in self?.tableView.reloadData(); return UIView() }",
        "alert.addAction(UIAlertAction(title: \"OK\", style: .default) { (UIAlertAction) in alert.dismiss(animated: true) })",
        // A trailing closure on the next line, and a logging call's receiver.
        "UIView.animate(withDuration: 0.3)\n{ self.view.layoutIfNeeded() }",
        "let observation = ValueObservation.tracking { db in \"\\(db)\" }.print(to: logger)",
        // A typed binding in a condition keeps the statement's block.
        "if let cell: UITableViewCell = tableView.cellForRow(at: indexPath) as? UITableViewCell { cell.setNeedsLayout() }",
        // Local declarations with modifiers and inheritance.
        "final class Local: NSObject { override init() { super.init() } }",
        // A `<` that closes nowhere is a comparison: its comma separates arguments.
        "tableView.scrollToRow(at: indexPath<indexPath, at: .top, animated: true)",
        "let sizes = max(Dictionary<String, Int>().count, 1)",
        // Whether the caller waits for a call's result: `await`, a trailing closure, a closure
        // argument; a condition's block is not a trailing closure.
        "Task { let rows = try await tableView.rows(in: 0).first(where: { $0 > 1 }); print(rows) }",
        "if tableView.contains(indexPath) { tableView.reloadData() }",
        "tableView.perform(update: { tableView.reloadData() }, completion: nil)",
        "tableView.performBatchUpdates(nil) { _ in tableView.reloadData() }",
        // Assignments: after `case` labels, to a typed binding, in a pattern.
        "switch indexPath.row {\ncase 0, 1:\n    tableView.isEditing = true\ndefault:\n    tableView.isEditing = false\n}",
        "let style: UITableView.Style = .plain; tableView.rowHeight += 1",
        "if case UITableView.Style.plain = tableView.style { tableView.isEditing = true }",
        // Types the tree holds as types: casts, checks, annotations, generic arguments.
        "if let item = sender as? (Int, UITableView.Style), let map = info as? [UITableView.Style: Int], tableView is UIKit.UITableView { tableView.reloadData() }",
        "var ranges: Set<Range<String.Index>> = []; let _: UITableView.Style = .plain; _ = Set<String.Index>()",
        "if let row = sender as? Int, tableView.isEditing, tableView.cellForRow(at: indexPath.row) != nil { tableView.reloadData() }",
        // A tuple's elements.
        "if pair.1 != nil && !rows.contains(pair.1!), let first = pairs.first, first.0.isEmpty { tableView.reloadData() }",
        // A capture list's values are evaluated where the closure is made.
        "tableView.performBatchUpdates { [rows = self.tableView.indexPathsForVisibleRows, weak tableView] in tableView?.reloadRows(at: rows ?? [], with: .none) }",
        // A closure trailing a call in a condition, where what follows shows it is one.
        "if rows.filter { $0 > 1 }.count == 0 { tableView.reloadData() }\nif rows.contains { $0 > 1 } { tableView.reloadData() }",
        "while rows.filter { $0 > 1 }.isEmpty { rows.removeFirst() }\nfor row in rows.filter { $0 > 1 } { print(row) }",
        // A local's own transformation (`rows = rows.map { … }.sorted()`), a `try?` cast.
        "rows = rows.map { $0 + 1 }.sorted()\nguard let info = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return UITableViewCell() }\ninfo.forEach { print($0) }",
        // Typed throws, local aliases, labelled tuple types in a closure's signature, lists.
        "do throws(UITableView.Failure) { try tableView.validate() } catch { print(error) }",
        "typealias Pair = (row: Int, cell: UITableViewCell?); var first = 0, second = tableView.numberOfSections, third = 2",
        "let pairs = rows.compactMap { row -> (row: Int, cells: [UITableViewCell])? in nil }",
        // Regex literals, `unsafe`, a write under `try`.
        "guard let digits = tableView.title?.wholeMatch(of: /(?<n>[0-9]{1,6})/.ignoresCase())?.n else { return UITableViewCell() }",
        "unsafe pointer?.pointee = tableView; print(unsafe (pointer?.pointee as? UITableView) == nil); try self.title = load()",
        // Local functions: keywords as external names, types of parameters and results, an
        // attribute before a function type.
        "func y(for point: CGFloat, in frame: CGRect, rows: UITableView.Style) -> [UIKit.UITableViewCell] { [] }",
        "func extract(completion: @escaping (String?, UITableView?) -> Void) { completion(nil, tableView) }",
        // A key path through `.self`; a tuple element in a chain.
        "_ = rows.map(\\.self.description); let failed = try tableView.perform(indexPath).1.map({ $0.0 })",
        // A local variable's observers are not a trailing closure.
        "var mode: UITableView.Style = .plain {\n    didSet { tableView.reloadData() }\n    willSet(next) { print(next) }\n}",
        // Types and accessors declared in a body: a local enum's cases, a property's getter.
        "enum Action {\n    case insert(animated: Bool)\n    case reload\n}\nvar rows: Int {\n    get { tableView.numberOfRows(inSection: 0) }\n    set(count) { print(count) }\n}",
        // After a typed binding with a value, a block holds statements, not accessors.
        "let rows: [Int] = []\nswitch rows.count {\ncase 0:\n    set(rows, animated: true)\ndefault:\n    get(rows)\n}",
    ])
    func realWorldShapesGiveTheFullParsesFacts(_ statement: String) {
        let source = """
            import UIKit
            final class ShapesViewController: UIViewController, UITableViewDataSource {
                let tableView = UITableView()
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    \(statement)
                    return UITableViewCell()
                }
            }
            """
        #expect(Facts.both(source).skeleton != nil)
        #expect(Facts.mismatch(source) == nil, "\(String(describing: Facts.mismatch(source)))")
    }

    /// A chain continued under `#if` (a postfix `#if`): modifiers first in a clause are made on
    /// the chain, a chain after `#endif` is made on the whole, and a statement-level `#if` ends the
    /// chain before it. SwiftUI writes platform modifiers this way.
    @Test func chainsContinuedUnderCompilationConditionsGiveTheFullParsesFacts() throws {
        let source = """
            struct SettingsView: View {
                var body: some View {
                    List {}
                    #if os(iOS)
                        #if DEBUG
                        .listStyle(.plain)
                        #endif
                        .sheet(isPresented: $showsHelp) { HelpView() }
                    #elseif os(macOS)
                        .frame(minWidth: 200)
                    #else
                        .padding()
                    #endif
                    #if os(visionOS)
                        .task { await model.load() }
                    #endif
                        .onAppear { model.appear() }
                }
                func load() {
                    repository.fetch()
                    #if DEBUG
                        .map { $0 }
                    #endif
                        .sink { value in self.show(value) }
                    reload()
                    #if DEBUG
                    log()
                    #endif
                    .refresh()
                    content
                    #if os(iOS)
                    #else
                    .padding()
                    #endif
                    .navigationTitle("t")
                }
            }
            """
        #expect(Facts.mismatch(source) == nil, "\(String(describing: Facts.mismatch(source)))")
        let skeleton = try #require(Facts.both(source).skeleton)
        let events = skeleton.flatMap(\.members).flatMap(\.events)
        #expect(events.contains { $0.name == "sheet" && $0.awaitsResult })
        #expect(events.contains { $0.name == "fetch" && $0.awaitsResult })
        // A clause's first modifier is made on the chain the `#if` continues, in every clause:
        // not the view's own call.
        #expect(events.contains { $0.name == "sheet" && $0.receiver == .expression })
        for modifier in ["listStyle", "frame", "task", "map"] {
            #expect(!events.contains { $0.name == modifier && $0.receiver == .own }, "\(modifier)")
        }
        // A `#if` whose first clause is empty continues nothing: `.padding()` is an implicit member.
        #expect(events.contains { $0.name == "padding" && $0.receiver == .own })
    }

    /// A modifier with an argument (`nonisolated(unsafe) let`) declares; it calls nothing, in
    /// a type whose own calls are kept (a model's summary follows them).
    @Test func modifiersWithArgumentsAreNotCalls() throws {
        let source = """
            final class FeedStore {
                func save(_ items: [String]) {
                    nonisolated(unsafe) let copy = items
                    queue.async { self.write(copy) }
                }
            }
            """
        #expect(Facts.mismatch(source) == nil, "\(String(describing: Facts.mismatch(source)))")
        let skeleton = try #require(Facts.both(source).skeleton)
        let names = skeleton.flatMap(\.members).flatMap(\.events).map(\.name)
        #expect(!names.contains("nonisolated"))
        #expect(!names.contains("unsafe"))
        #expect(names.contains("write"))
    }

    /// Both readers see which calls the caller waits for (``MemberEvent/awaitsResult``).
    @Test func bothReadersSeeAwaitedCalls() throws {
        let source = """
            final class FeedViewController: UIViewController, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    Task { _ = try await api.items() }
                    api.load { items in print(items) }
                    api.fetch(completion: { result in show(result) })
                    api.refresh()
                    if api.isReady() { api.start() }
                    repository.retrieve(id).skipNil().observeValues { user in show(user) }
                    repository.update(user).observeCompleted {}
                    repository.sync().on(value: { _ in }).startWithValues { value in show(value) }
                    api.send(completion: { _ in })
                    Task {
                        await downloads.start()
                        try await api.login()
                        let user = await api.user(); await tracker.flush()
                        switch user.kind {
                        case .guest:
                            await downloads.resume()
                        default: break
                        }
                        feed =
                            await api.feed()
                    }
                    return 0
                }
            }
            """
        let (skeleton, full) = Facts.both(source)
        for types in [try #require(skeleton), full] {
            let events = try #require(types.first?.members.first { $0.name.hasPrefix("tableView") }?.events)
            let awaited = Set(events.filter(\.awaitsResult).map(\.name))
            // A closure further down the chain deals with the result; an empty one does not.
            #expect(awaited.isSuperset(of: ["items", "load", "fetch", "retrieve", "skipNil", "sync", "on"]))
            #expect(awaited.isDisjoint(with: ["refresh", "isReady", "start", "update", "observeCompleted", "send"]))
            // An awaited value or error is dealt with; an `await` alone as a statement takes neither.
            #expect(awaited.isSuperset(of: ["login", "user", "feed"]))
            #expect(awaited.isDisjoint(with: ["start", "flush", "resume"]))
        }
    }

    /// A trailing closure of an earlier call in a chain hands what it returns on to the later
    /// call's closure (PromiseKit's `firstly { … }.done { … }`, `.then { … }`), in both readers:
    /// the call that is its value is awaited; a call before it, in a closure nothing later in
    /// the chain takes, or in a closure the value itself passes, is not.
    @Test func bothReadersSeeAValueHandedDownAChain() throws {
        let source = """
            final class SignInViewController: UIViewController {
                func signIn() {
                    firstly {
                        try Client.signIn(email: email)
                    }.then { (signin: SignIn) -> Promise<Key> in
                        log.info("signed in")
                        return try Client.getKey()
                    }.then { key in api.store(key) }
                    .done { key in self.show(key) }
                    .catch { error in self.fail(error) }
                    DispatchQueue.main.async { api.refresh() }
                    firstly { api.ping() }
                    firstly { prepare(); api.touch() }.done { _ in self.finish() }
                    firstly { x ?? api.other() }.done { _ in self.finish() }
                    firstly { try api.session().start() }.done { _ in self.finish() }
                    wrap { load { api.value() }.decode() }.done { _ in self.finish() }
                    present { api.title() } message: { api.message() }.done { _ in self.finish() }
                }
            }
            """
        #expect(Facts.mismatch(source) == nil, "\(String(describing: Facts.mismatch(source)))")
        let (skeleton, full) = Facts.both(source)
        for types in [try #require(skeleton), full] {
            let events = try #require(types.first?.members.first { $0.name.hasPrefix("signIn") }?.events)
            let awaited = Set(events.filter { $0.kind == .call && $0.awaitsResult }.map(\.name))
            #expect(awaited.isSuperset(of: ["signIn", "getKey", "store", "start"]))
            // A value handed on hands nothing on itself: not the call its chain starts with, nor
            // the value of a closure it passes. Labelled closures build parts, not a value.
            #expect(awaited.isDisjoint(with: ["info", "refresh", "ping", "prepare", "touch", "other", "session", "value", "title", "message"]))
        }
    }

    /// A result held in a local and observed later is awaited where it was made, in both
    /// readers: `let signal = repository.fetch(id)` then `signal.observeValues { … }`.
    @Test func bothReadersFollowAResultHeldInALocal() throws {
        let source = """
            final class MemberViewController: UIViewController {
                func load(username: String) {
                    let signal: Signal<Member?, Never>
                    if isUUID(username) {
                        signal = socialRepository.retrieveMember(userID: username)
                    } else {
                        signal = try! socialRepository.retrieveMemberWithUsername(username)
                    }
                    disposable.add(signal.observeValues({ member in self.show(member) }))
                    let pending = repository.pending()
                    pending.observeCompleted {}
                    if let stream = api.stream() { stream.sink { value in show(value) } }
                    var other = api.other()
                    other = api.replaced()
                    self.feed.sink { value in show(value) }
                }
            }
            """
        let (skeleton, full) = Facts.both(source)
        for types in [try #require(skeleton), full] {
            let events = try #require(types.first?.members.first { $0.name.hasPrefix("load") }?.events)
            let awaited = Set(events.filter { $0.kind == .call && $0.awaitsResult }.map(\.name))
            #expect(awaited.isSuperset(of: ["retrieveMember", "retrieveMemberWithUsername", "stream", "observeValues", "sink"]))
            // An empty closure fires and forgets; a local never observed is not awaited.
            #expect(awaited.isDisjoint(with: ["pending", "other", "replaced"]))
        }
    }

    /// A caller handing itself over to hear the result (`delegate: self`, `callbackTarget:
    /// strongSelf`) awaits it in both readers, as a closure would; `self` inside a larger
    /// argument, another object, or an unlabelled `self` does not.
    @Test func bothReadersSeeSelfHandedOverForTheResult() throws {
        let source = """
            final class PostViewController: UIViewController {
                func load() {
                    API.shared.fetchUser(name, delegate: self)
                    guard let strongSelf = self else { return }
                    api.submit(post, callbackTarget: strongSelf, useJSON: true)
                    api.register(delegate: other)
                    api.observe(self)
                    api.store(delegate: self.other)
                    button.addTarget(self, action: #selector(tap), for: .touchUpInside)
                }
            }
            """
        let (skeleton, full) = Facts.both(source)
        for types in [try #require(skeleton), full] {
            let events = try #require(types.first?.members.first { $0.name.hasPrefix("load") }?.events)
            let awaited = Set(events.filter { $0.kind == .call && $0.awaitsResult }.map(\.name))
            #expect(awaited == ["fetchUser", "submit"])
        }
    }

    /// Randomly edited controllers (lines deleted, duplicated or swapped, bytes inserted;
    /// deterministic seed) never crash the tokenizer, the planner or either reader, and wherever
    /// the edit still parses and the fast path takes the file, it gives the full parse's facts.
    /// `WHITTLE_MUTATION_CASES` sets how many sources (10,000 for a long run).
    @Test func mutatedSourcesGiveTheFullParsesFacts() throws {
        let examples = Self.root.appendingPathComponent("Examples")
        let files = try Self.swiftFiles(under: examples).filter { $0.hasSuffix("ViewController.swift") }.sorted()
        let cases = ProcessInfo.processInfo.environment["WHITTLE_MUTATION_CASES"].flatMap(Int.init) ?? 16
        var generator = SplitMix64(seed: 0x5EED)
        let originals = try files.map { Array(try String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8).utf8) }
        var audited = 0
        var compared = 0
        for index in 0..<cases {
            let bytes = FrontEndCheck.mutated(originals[index % originals.count], using: &generator)
            let file = "mutation \(index) of \(files[index % files.count])"
            if case .facts = FileParser.parse(path: file, data: Data(bytes), filter: Self.filter) { audited += 1 }
            switch FrontEndCheck.compare(path: file, bytes: bytes) {
            case .agree: compared += 1
            case .differ(let mismatch):
                let text = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                let around = text[max(0, mismatch.line - 4)..<min(text.count, mismatch.line + 2)].joined(separator: "\n")
                Issue.record("paths differ: \(mismatch)\n\(around)")
                return
            case .fastPathDeclined, .sourceHasErrors: break
            }
        }
        #expect(audited == cases)
        // Most line edits still parse: the comparison must not be vacuous.
        #expect(compared >= cases / 4, "only \(compared) of \(cases) mutated sources were compared")
    }

    /// Whatever the planner blanks must be a real body, or the file is parsed whole again:
    /// unbalanced brackets make the fast path decline, and the full parse still finds the class.
    @Test func unbalancedBracketsFallBackToTheFullParse() {
        let source = "class BrokenViewController: UIViewController {\n func viewDidLoad() { foo(\n }\n"
        let (skeleton, full) = Facts.both(source)
        #expect(skeleton == nil)
        #expect(full.first?.name == "BrokenViewController")
        guard case .facts(let facts, _) = FileParser.parse(path: "Broken.swift", data: Data(source.utf8), filter: Self.filter) else {
            Issue.record("the broken file was not audited")
            return
        }
        #expect(facts.types.first?.name == "BrokenViewController")
    }
}
