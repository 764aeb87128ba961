import Foundation
import Testing
import WhittleTesting
@testable import WhittleAudit

/// The skeleton parse (declarations from SwiftParser, bodies from tokens) must give exactly
/// the facts of a full parse: every report depends on it.
struct SkeletonSourceTests {
    private enum Facts {
        /// Types from the skeleton (`nil` if it fell back) and from the full tree.
        static func both(_ source: String) -> (skeleton: [TypeFacts]?, full: [TypeFacts]) {
            var bytes = Array(source.utf8)
            if bytes.isEmpty { bytes = [UInt8(ascii: "\n")] }
            return bytes.withUnsafeBufferPointer { buffer in
                let scan = SourceScan(buffer)
                return (
                    FileParser.skeletonTypes(buffer, scan: scan, table: .shared),
                    FileParser.fullTreeTypes(buffer, scan: scan, table: .shared)
                )
            }
        }
    }

    private static var allExamples: [AuditExample] {
        AuditCatalog.detectors.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
            + AuditCatalog.rules.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
    }

    @Test func everyCatalogExampleGivesTheFullParsesFacts() {
        for example in Self.allExamples {
            let (skeleton, full) = Facts.both(example.code)
            #expect(skeleton != nil, "skeleton fell back for example at \(example.file):\(example.line)")
            if let skeleton, skeleton != full {
                Issue.record("facts differ for example at \(example.file):\(example.line):\n\(Self.difference(skeleton, full))")
            }
        }
    }

    @Test func everyBundledExampleFileGivesTheFullParsesFacts() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        for file in files {
            let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let (skeleton, full) = Facts.both(source)
            #expect(skeleton != nil, "skeleton fell back for \(file)")
            if let skeleton, skeleton != full {
                Issue.record("facts differ for \(file):\n\(Self.difference(skeleton, full))")
            }
        }
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

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

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
        if let skeleton { #expect(skeleton == full, "\(Self.difference(skeleton, full))") }
        // Blanked: every function, the subscript, the deinit, the implicit getter and both
        // explicit accessors; observers after `=` and the closure initializer stay in the tree.
        let blanked = Array(source.utf8).withUnsafeBufferPointer { SkeletonSource(tokens: SourceTokens($0))?.bodies.count }
        #expect(blanked == 10)
        #expect(full.contains { $0.name == "TrickyViewController" && $0.members.count > 8 })
    }

    /// Broken code (bytes deleted, duplicated or inserted at random, deterministic seed) never
    /// crashes the tokenizer, the planner or the body reader, and the audit still returns facts.
    @Test func mutatedSourcesNeverCrash() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix("ViewController.swift") }
        var generator = SplitMix64(seed: 0x5EED)
        let noise = Array("{}()[]\"\\#/'`$@.:,<>?!\n".utf8)
        var audited = 0
        for file in files {
            let original = Array(try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8).utf8)
            for _ in 0..<4 {
                var bytes = original
                for _ in 0..<3 {
                    let at = Int(generator.next() % UInt64(bytes.count))
                    let length = min(Int(generator.next() % 40), bytes.count - at)
                    switch generator.next() % 3 {
                    case 0: bytes.removeSubrange(at..<at + length)
                    case 1: bytes.insert(contentsOf: bytes[at..<at + length], at: at)
                    default: bytes.insert(noise[Int(generator.next() % UInt64(noise.count))], at: at)
                    }
                }
                if case .facts = FileParser.parse(path: file, data: Data(bytes)) { audited += 1 }
            }
        }
        #expect(audited > files.count * 2)
    }

    /// Whatever the planner blanks must be a real body, or the file is parsed whole again.
    @Test func unbalancedBracketsFallBackToTheFullParse() {
        let source = "class BrokenViewController: UIViewController {\n func viewDidLoad() { foo(\n }\n"
        let (skeleton, full) = Facts.both(source)
        if let skeleton { #expect(skeleton == full) }
        #expect(full.first?.name == "BrokenViewController")
    }

    private static func difference(_ lhs: [TypeFacts], _ rhs: [TypeFacts]) -> String {
        var lines: [String] = []
        if lhs.count != rhs.count { lines.append("type count \(lhs.count) vs \(rhs.count)") }
        for (left, right) in zip(lhs, rhs) where left != right {
            if left.members.count != right.members.count {
                lines.append("\(left.name): member count \(left.members.count) vs \(right.members.count)")
            }
            for (l, r) in zip(left.members, right.members) where l != r {
                lines.append("\(left.name).\(l.name):")
                if l.tokens != r.tokens {
                    let onlyL = l.tokens.filter { !r.tokens.contains($0) }
                    let onlyR = r.tokens.filter { !l.tokens.contains($0) }
                    lines.append("  only skeleton: \(onlyL)")
                    lines.append("  only full: \(onlyR)")
                    if onlyL.isEmpty && onlyR.isEmpty { lines.append("  order: \(l.tokens.map(\.name)) vs \(r.tokens.map(\.name))") }
                }
                if l.referencedNames != r.referencedNames {
                    lines.append("  names \(Set(l.referencedNames).symmetricDifference(r.referencedNames))")
                }
                if l.kind != r.kind || l.startLine != r.startLine || l.endLine != r.endLine || l.declaredType != r.declaredType {
                    lines.append("  shape \(l.kind) \(l.startLine)-\(l.endLine) \(String(describing: l.declaredType)) vs \(r.kind) \(r.startLine)-\(r.endLine) \(String(describing: r.declaredType))")
                }
            }
            if left.startLine != right.startLine || left.endLine != right.endLine || left.nestedLines != right.nestedLines {
                lines.append("\(left.name): lines differ")
            }
        }
        return lines.joined(separator: "\n")
    }
}

