import Testing
import Whittle

/// A cell class of the test's own; nothing here needs UIKit.
private final class FakeCell {}

@MainActor
struct DequeuePlanTests {
    private struct Banner: Identifiable, Equatable {
        var id: Int
    }

    private func cells() -> CellConfigurator<FakeCell> {
        var cells = CellConfigurator<FakeCell>()
        cells.register(TestItem.self, reuseIdentifier: "item") { _, _ in }
        return cells
    }

    /// An item with a registration is dequeued under its own identifier.
    @Test func registeredItemIsDequeuedUnderItsIdentifier() {
        let source = ArrayDataSource(items: [TestItem(id: 1), TestItem(id: 2)])
        let plan = cells().dequeuePlan(for: ItemPath(item: 1, section: 0), in: source)
        #expect(plan == .content(TestItem(id: 2), reuseIdentifier: "item"))
    }

    /// A path the data source does not have gets the bridge's placeholder — dequeued, never
    /// built — and the reason names the path.
    @Test func missingPathGetsThePlaceholder() {
        let source = ArrayDataSource(items: [TestItem(id: 1)])
        let plan = cells().dequeuePlan(for: ItemPath(item: 5, section: 0), in: source)
        #expect(plan == .placeholder(
            reuseIdentifier: "Whittle.placeholder.cell", reason: .missingItem(ItemPath(item: 5, section: 0))))
        #expect(plan.content == nil)
    }

    /// An item whose type has no registration gets the placeholder too, with the type named.
    @Test func unregisteredTypeGetsThePlaceholder() {
        let source = ArrayDataSource(items: [Banner(id: 1)])
        let plan = CellConfigurator<FakeCell>().dequeuePlan(for: ItemPath(item: 0, section: 0), in: source)
        #expect(plan.reuseIdentifier == ListPlaceholder.cellReuseIdentifier)
        #expect(plan == .placeholder(reuseIdentifier: "Whittle.placeholder.cell", reason: .unregisteredItemType("Banner")))
    }

    /// A registered header is filled with the data source's section title, a registered
    /// footer with its footer.
    @Test func headersAndFootersComeFromTheDataSource() {
        let source = ArrayDataSource(items: [TestItem(id: 1)], title: "Tags")
        source.footer = "1 tag"
        var supplements = SupplementaryConfigurator<FakeCell>()
        supplements.register(.header, reuseIdentifier: "header") { _, _ in }
        supplements.register(.footer, reuseIdentifier: "footer") { _, _ in }
        #expect(supplements.dequeuePlan(for: .header, rawKind: "H", section: 0, in: source)
            == .content(SectionSupplement(kind: .header, section: 0, title: "Tags"), reuseIdentifier: "header"))
        #expect(supplements.dequeuePlan(for: .footer, rawKind: "F", section: 0, in: source)
            == .content(SectionSupplement(kind: .footer, section: 0, title: "1 tag"), reuseIdentifier: "footer"))
    }

    /// A kind with no registration, or a kind Whittle does not know, gets a placeholder
    /// registered for the layout's own kind name.
    @Test func unregisteredAndUnknownKindsGetPlaceholders() {
        let source = ArrayDataSource(items: [TestItem(id: 1)], title: "Tags")
        let supplements = SupplementaryConfigurator<FakeCell>()
        #expect(supplements.dequeuePlan(for: .footer, rawKind: "UICollectionElementKindSectionFooter", section: 0, in: source)
            == .placeholder(
                reuseIdentifier: "Whittle.placeholder.supplementary.UICollectionElementKindSectionFooter",
                reason: .unregisteredSupplementary(.footer)))
        #expect(supplements.dequeuePlan(for: nil, rawKind: "badge", section: 0, in: source)
            == .placeholder(reuseIdentifier: "Whittle.placeholder.supplementary.badge", reason: .unknownSupplementaryKind("badge")))
    }

    /// Configuring fills the view through the registration for the supplement's kind.
    @Test func configuringUsesTheKindsRegistration() {
        var filled: [SectionSupplement] = []
        var supplements = SupplementaryConfigurator<FakeCell>()
        supplements.register(.header, reuseIdentifier: "header") { _, supplement in filled.append(supplement) }
        let header = SectionSupplement(kind: .header, section: 2, title: "B")
        #expect(supplements.configure(FakeCell(), with: header))
        #expect(!supplements.configure(FakeCell(), with: SectionSupplement(kind: .footer, section: 2, title: nil)))
        #expect(filled == [header])
    }

    /// A composed data source answers a child's footer at the child's section.
    @Test func composedDataSourceForwardsFooters() {
        let first = ArrayDataSource(items: [TestItem(id: 1)])
        let second = ArrayDataSource(items: [TestItem(id: 2)])
        second.footer = "end"
        let composed = ComposedDataSource(children: [first, second])
        #expect(composed.footer(forSection: 0) == nil)
        #expect(composed.footer(forSection: 1) == "end")
        #expect(composed.footer(forSection: 2) == nil)
    }
}
