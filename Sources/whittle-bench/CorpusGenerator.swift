import Foundation
import WhittleTesting

/// Writes a deterministic corpus of realistic Swift view controllers: mixed sizes (mostly
/// small, a long tail of massive ones), different UIKit/AppKit bases and an app base class,
/// extensions in other files, and the models and views around them.
struct CorpusGenerator {
    /// What was written.
    struct Corpus {
        var folder: URL
        var files: [String]
        var lines: Int
        var controllers: Int
    }

    /// Lines to write at least.
    var targetLines: Int
    var seed: UInt64 = 0x5EED_2026

    private static let bases = [
        "UIViewController", "UIViewController", "UITableViewController", "UICollectionViewController",
        "AppBaseViewController", "NSViewController",
    ]

    /// Writes the corpus under `folder`.
    func write(to folder: URL) throws -> Corpus {
        var random = SplitMix64(seed: seed)
        var corpus = Corpus(folder: folder, files: [], lines: 0, controllers: 0)
        try Self.emit("Shared/AppBaseViewController.swift", Self.baseClass, into: &corpus)
        var feature = 0
        while corpus.lines < targetLines {
            feature += 1
            try writeFeature(feature, random: &random, into: &corpus)
        }
        return corpus
    }

    private func writeFeature(_ feature: Int, random: inout SplitMix64, into corpus: inout Corpus) throws {
        let name = "Feature\(feature)ViewController"
        let folder = "Module\(feature % 40)/Feature\(feature)"
        let (themeCount, memberCount) = Self.shape(themes: ControllerSnippets.misplaced.count, using: &random)
        let themes = Array(ControllerSnippets.misplaced.indices.shuffled(using: &random).prefix(themeCount))
        var members = ControllerSnippets.kept.prefix(2).map { $0.replacingOccurrences(of: "__N__", with: "") }
        for index in 0..<memberCount {
            let snippets = themes.isEmpty ? [ControllerSnippets.kept[1]] : ControllerSnippets.misplaced[themes[index % themes.count]]
            let snippet = snippets[Int.random(in: 0..<snippets.count, using: &random)]
            // Snippets without a numbered name (overrides, data-source methods) appear once.
            if !snippet.contains("__N__"), members.contains(snippet) { continue }
            members.append(snippet.replacingOccurrences(of: "__N__", with: "\(index)"))
        }
        let base = Self.bases[Int.random(in: 0..<Self.bases.count, using: &random)]
        let framework = base.hasPrefix("NS") ? "AppKit" : "UIKit"
        let extensionCount = members.count > 12 ? Int.random(in: 1...3, using: &random) : 0
        let inMain = members.count - members.count * extensionCount / 5

        var main = "import \(framework)\nimport CoreData\n\nfinal class \(name): \(base) {\n"
        main += Self.storedProperties(count: min(14, 4 + memberCount / 4))
        main += Self.indent(Array(members[..<inMain]), markEvery: 6)
        main += "}\n"
        try Self.emit("\(folder)/\(name).swift", main, into: &corpus)
        corpus.controllers += 1

        if extensionCount > 0 {
            for (part, slice) in Self.parts(of: Array(members[inMain...]), count: extensionCount).enumerated() {
                let text = "import \(framework)\n\nextension \(name) {\n" + Self.indent(slice, markEvery: 0) + "}\n"
                try Self.emit("\(folder)/\(name)+Part\(part).swift", text, into: &corpus)
            }
        }
        try Self.emit("\(folder)/Feature\(feature)Model.swift", Self.model(feature), into: &corpus)
    }

    /// A controller's size class: half lean, a third medium, the rest large or massive. How
    /// many of the `themes` kinds of misplaced work it does, and how many members it has.
    static func shape(themes: Int, using random: inout SplitMix64) -> (themes: Int, members: Int) {
        switch Int.random(in: 0..<100, using: &random) {
        case ..<50: (Int.random(in: 0...1, using: &random), Int.random(in: 2...6, using: &random))
        case ..<80: (min(themes, Int.random(in: 3...5, using: &random)), Int.random(in: 10...25, using: &random))
        case ..<95: (min(themes, Int.random(in: 6...8, using: &random)), Int.random(in: 30...60, using: &random))
        default: (themes, Int.random(in: 80...160, using: &random))
        }
    }

    /// `members` in `count` runs of about equal length, one per extension (or category) file.
    static func parts(of members: [String], count: Int) -> [[String]] {
        let chunk = max(1, (members.count + count - 1) / count)
        return stride(from: 0, to: members.count, by: chunk).map { Array(members[$0..<min(members.count, $0 + chunk)]) }
    }

    static func emit(_ path: String, _ text: String, into corpus: inout Corpus) throws {
        let url = corpus.folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        corpus.files.append(url.path)
        corpus.lines += text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    private static func indent(_ members: [String], markEvery: Int) -> String {
        var text = ""
        for (index, member) in members.enumerated() {
            if markEvery > 0, index > 0, index % markEvery == 0 { text += "\n    // MARK: - Section \(index / markEvery)\n" }
            text += "\n" + member.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
        }
        return text
    }

    private static func storedProperties(count: Int) -> String {
        let kinds = [
            "@IBOutlet private var tableView: UITableView!", "@IBOutlet private var titleLabel: UILabel!",
            "private var items: [Item] = []", "private let logic = FeatureLogic()", "private var sections: [Section] = []",
            "private let cache = NSCache<NSString, UIImage>()", "private var currentUser = User.guest",
            "@IBOutlet private var scrollView: UIScrollView!", "private lazy var headerView = makeHeader0()",
        ]
        return (0..<count).map { "    \(kinds[$0 % kinds.count].replacingOccurrences(of: ": ", with: "\($0): ", options: [], range: nil))\n" }
            .joined()
    }

    private static func model(_ feature: Int) -> String {
        """
        import Foundation

        struct Feature\(feature)Item: Codable, Hashable, Identifiable {
            var id: UUID
            var title: String
            var date: Date
            var likes: Int
            var isArchived: Bool

            var isRecent: Bool { date.timeIntervalSinceNow > -86_400 }
        }

        final class Feature\(feature)Logic {
            private(set) var items: [Feature\(feature)Item] = []
            var onChange: (([Feature\(feature)Item]) -> Void)?

            func load() {
                onChange?(items)
            }
        }

        """
    }

    private static let baseClass = """
        import UIKit

        class AppBaseViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
            }
        }

        """
}
