import Testing
import Whittle

@MainActor
struct CellConfiguratorTests {
    final class FakeCell { var text = "" }
    class Animal { var name: String { "animal" } }
    final class Cat: Animal { override var name: String { "cat" } }

    /// Items are matched by type to their reuse identifier and configure closure.
    @Test func matchesItemsByType() throws {
        var cells = CellConfigurator<FakeCell>()
        cells.register(TestItem.self, reuseIdentifier: "item") { cell, item in cell.text = "item \(item.id)" }
        cells.register(String.self, reuseIdentifier: "text") { cell, text in cell.text = text }
        let cell = FakeCell()
        try cells.configure(cell, with: TestItem(id: 4))
        #expect(cell.text == "item 4")
        #expect(try cells.reuseIdentifier(for: "hello") == "text")
        #expect(cells.registeredItemTypes == ["TestItem", "String"])
    }

    /// A registration for a superclass serves its subclasses; an exact registration wins.
    @Test func fallsBackToCastsAndPrefersExactTypes() throws {
        var cells = CellConfigurator<FakeCell>()
        cells.register(Animal.self, reuseIdentifier: "animal") { cell, animal in cell.text = animal.name }
        #expect(try cells.reuseIdentifier(for: Cat()) == "animal")
        cells.register(Cat.self, reuseIdentifier: "cat") { cell, _ in cell.text = "meow" }
        #expect(try cells.reuseIdentifier(for: Cat()) == "cat")
        #expect(try cells.reuseIdentifier(for: Animal()) == "animal")
    }

    /// An unregistered item type throws an error that names the type and the fix.
    @Test func unregisteredTypesThrow() {
        let cells = CellConfigurator<FakeCell>()
        #expect(throws: CellConfiguratorError.unregisteredItemType("Int")) { try cells.reuseIdentifier(for: 3) }
        #expect(CellConfiguratorError.unregisteredItemType("Int").description.contains("register(Int.self"))
    }

    /// Registering a type again replaces its registration.
    @Test func reRegisteringReplaces() throws {
        var cells = CellConfigurator<FakeCell>()
        cells.register(Int.self, reuseIdentifier: "old") { _, _ in }
        cells.register(Int.self, reuseIdentifier: "new") { _, _ in }
        #expect(try cells.reuseIdentifier(for: 1) == "new")
        #expect(cells.registeredItemTypes == ["Int"])
    }

    // MARK: Typed registrations

    class BaseCell { var text = "" }
    final class PhotoCell: BaseCell { var stars = 0 }
    final class OtherCell: BaseCell {}
    struct Photo { var title: String; var rating: Int }

    /// A typed registration hands the closure its own cell class, names the class for the
    /// adapter to register, and defaults the reuse identifier to the class name.
    @Test func typedRegistrationsFillTheirOwnCellClass() throws {
        var cells = CellConfigurator<BaseCell>()
        cells.register(Photo.self, cell: PhotoCell.self) { cell, photo in
            cell.text = photo.title
            cell.stars = photo.rating
        }
        cells.register(String.self, reuseIdentifier: "plain") { cell, text in cell.text = text }
        let photo = Photo(title: "Dunes", rating: 4)
        #expect(try cells.reuseIdentifier(for: photo) == "PhotoCell")
        let cell = PhotoCell()
        try cells.configure(cell, with: photo)
        #expect(cell.text == "Dunes" && cell.stars == 4)
        #expect(cells.registeredCellTypes.map(\.reuseIdentifier) == ["PhotoCell"])
        #expect(cells.registeredCellTypes.first.map { $0.cellType == PhotoCell.self } == true)
    }

    /// A dequeued cell of another class fails with what to fix, not silently.
    @Test func aCellOfAnotherClassIsReported() {
        var cells = CellConfigurator<BaseCell>()
        cells.register(Photo.self, cell: PhotoCell.self) { cell, photo in cell.text = photo.title }
        #expect(throws: CellConfiguratorError.cellTypeMismatch(itemType: "Photo", expected: "PhotoCell", actual: "OtherCell")) {
            try cells.configure(OtherCell(), with: Photo(title: "Dunes", rating: 4))
        }
        let message = CellConfiguratorError.cellTypeMismatch(itemType: "Photo", expected: "PhotoCell", actual: "OtherCell").description
        #expect(message.contains("register PhotoCell with the list view"))
    }
}

