import Foundation
import WhittleTesting

/// Writes a deterministic corpus of Objective-C view controllers, the size mix of
/// ``CorpusGenerator``: a header and an implementation per controller (with a class
/// extension, `#pragma mark` sections and `NS_ASSUME_NONNULL` macros), categories in other
/// files for the larger ones, and a model class beside each.
struct ObjCCorpusGenerator {
    /// Lines to write at least.
    var targetLines: Int
    var seed: UInt64 = 0x0BC0_2026

    private static let bases = ["UIViewController", "UIViewController", "UITableViewController", "UICollectionViewController"]

    /// Writes the corpus under `folder`.
    func write(to folder: URL) throws -> CorpusGenerator.Corpus {
        var random = SplitMix64(seed: seed)
        var corpus = CorpusGenerator.Corpus(folder: folder, files: [], lines: 0, controllers: 0)
        var feature = 0
        while corpus.lines < targetLines {
            feature += 1
            try writeFeature(feature, random: &random, into: &corpus)
        }
        return corpus
    }

    private func writeFeature(_ feature: Int, random: inout SplitMix64, into corpus: inout CorpusGenerator.Corpus) throws {
        let name = "WHFeature\(feature)ViewController"
        let folder = "ObjC\(feature % 40)/Feature\(feature)"
        let (themeCount, memberCount) = CorpusGenerator.shape(themes: ObjCControllerSnippets.misplaced.count, using: &random)
        let themes = Array(ObjCControllerSnippets.misplaced.indices.shuffled(using: &random).prefix(themeCount))
        var methods = [ObjCControllerSnippets.viewDidLoad]
        for index in 0..<memberCount {
            let snippets = themes.isEmpty ? [ObjCControllerSnippets.render] : ObjCControllerSnippets.misplaced[themes[index % themes.count]]
            let snippet = snippets[Int.random(in: 0..<snippets.count, using: &random)]
            if !snippet.contains("__N__"), methods.contains(snippet) { continue }
            methods.append(snippet.replacingOccurrences(of: "__N__", with: "\(index)"))
        }
        let base = Self.bases[Int.random(in: 0..<Self.bases.count, using: &random)]
        let categoryCount = methods.count > 12 ? Int.random(in: 1...3, using: &random) : 0
        let inMain = methods.count - methods.count * categoryCount / 5

        let header = """
            #import <UIKit/UIKit.h>

            NS_ASSUME_NONNULL_BEGIN

            @class WHFeature\(feature)Item;

            @interface \(name) : \(base) <UITableViewDataSource, UITableViewDelegate>
            @property (nonatomic, strong) UITableView *tableView;
            @property (nonatomic, copy, nullable) NSArray<WHFeature\(feature)Item *> *items;
            - (instancetype)initWithItems:(NSArray<WHFeature\(feature)Item *> *)items;
            @end

            NS_ASSUME_NONNULL_END

            """
        try CorpusGenerator.emit("\(folder)/\(name).h", header, into: &corpus)
        var implementation = """
            #import "\(name).h"
            #import "WHFeature\(feature)Item.h"

            @interface \(name) () {
                NSInteger _page;
            }
            @property (nonatomic, strong) UILabel *titleLabel;
            @property (nonatomic, strong) UILabel *countLabel;
            @property (nonatomic, strong) UIView *detailsView;
            @property (nonatomic, strong) UIScrollView *scrollView;
            @property (nonatomic, strong) NSDateFormatter *dateFormatter;
            @end

            @implementation \(name)

            - (instancetype)initWithItems:(NSArray<WHFeature\(feature)Item *> *)items {
                if ((self = [super initWithNibName:nil bundle:nil])) {
                    _items = [items copy];
                }
                return self;
            }

            """
        implementation += Self.methods(Array(methods[..<inMain]), markEvery: 6)
        implementation += "@end\n"
        try CorpusGenerator.emit("\(folder)/\(name).m", implementation, into: &corpus)
        corpus.controllers += 1

        if categoryCount > 0 {
            for (part, slice) in CorpusGenerator.parts(of: Array(methods[inMain...]), count: categoryCount).enumerated() {
                let text = "#import \"\(name).h\"\n\n@implementation \(name) (Part\(part))\n\n" + Self.methods(slice, markEvery: 0) + "@end\n"
                try CorpusGenerator.emit("\(folder)/\(name)+Part\(part).m", text, into: &corpus)
            }
        }
        try CorpusGenerator.emit("\(folder)/WHFeature\(feature)Item.h", """
            #import <Foundation/Foundation.h>

            @interface WHFeature\(feature)Item : NSObject <NSSecureCoding>
            @property (nonatomic, copy) NSString *title;
            @property (nonatomic, strong) NSDate *date;
            @property (nonatomic, assign) BOOL done;
            @end

            """, into: &corpus)
        try CorpusGenerator.emit("\(folder)/WHFeature\(feature)Item.m", """
            #import "WHFeature\(feature)Item.h"

            @implementation WHFeature\(feature)Item

            + (BOOL)supportsSecureCoding { return YES; }

            - (void)encodeWithCoder:(NSCoder *)coder {
                [coder encodeObject:self.title forKey:@"title"];
                [coder encodeObject:self.date forKey:@"date"];
            }

            - (nullable instancetype)initWithCoder:(NSCoder *)coder {
                if ((self = [super init])) {
                    _title = [coder decodeObjectOfClass:[NSString class] forKey:@"title"];
                    _date = [coder decodeObjectOfClass:[NSDate class] forKey:@"date"];
                }
                return self;
            }

            @end

            """, into: &corpus)
    }

    private static func methods(_ methods: [String], markEvery: Int) -> String {
        var text = ""
        for (index, method) in methods.enumerated() {
            if markEvery > 0, index % markEvery == 0 { text += "#pragma mark - Section \(index / markEvery)\n\n" }
            text += method + "\n\n"
        }
        return text
    }
}
