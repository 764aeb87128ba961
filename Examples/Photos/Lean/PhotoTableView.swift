#if canImport(UIKit) && !os(tvOS)
import UIKit

/// The photo list's table view: it registers its own cell class and row height.
final class PhotoTableView: UITableView {
    init() {
        super.init(frame: .zero, style: .plain)
        register(PhotoCell.self, forCellReuseIdentifier: PhotoCellConfiguration.reuseIdentifier)
        rowHeight = 64
    }

    required init?(coder: NSCoder) {
        nil
    }
}
#endif
