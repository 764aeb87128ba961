/// Why a data source refused an edit; the message says what to fix.
public enum DataSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path named a section the data source does not have.
    case sectionOutOfRange(section: Int, sectionCount: Int)
    /// A path named an item past the end of its section.
    case itemOutOfRange(ItemPath, itemCount: Int)
    /// The data source does not allow this edit (for example a move between sections of a
    /// data source whose sections are computed from the items).
    case unsupportedEdit(String)

    public var description: String {
        switch self {
        case let .sectionOutOfRange(section, sectionCount):
            "section \(section) does not exist: the data source has \(sectionCount) section(s); use an index below \(sectionCount)"
        case let .itemOutOfRange(path, itemCount):
            "item \(path.item) does not exist in section \(path.section), which has \(itemCount) item(s); use an index below \(itemCount)"
        case let .unsupportedEdit(reason):
            "unsupported edit: \(reason)"
        }
    }
}
