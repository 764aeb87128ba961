/// How a diff reports an item whose identity survived but whose content changed.
///
/// Use ``reconfigure`` (the default) to refresh the existing cell in place — cheaper, and it
/// keeps selection and in-flight animations. Use ``reload`` when the new content needs a
/// different kind of cell, so the list view must replace the cell.
public enum ContentUpdateStyle: Sendable, Hashable {
    /// Refresh the existing cell in place (`reconfigureItems(at:)`).
    case reconfigure
    /// Replace the cell (`reloadItems(at:)`).
    case reload
}
