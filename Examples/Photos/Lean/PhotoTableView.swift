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

// The failure the photo list binding sets, shown as the table's background.
extension PhotoTableView: PhotoListDisplaying {
    var failureText: String? {
        get { (backgroundView as? UILabel)?.text }
        set {
            guard let newValue else {
                backgroundView = nil
                return
            }
            let label = UILabel()
            label.text = newValue
            label.textAlignment = .center
            label.numberOfLines = 0
            label.textColor = .secondaryLabel
            backgroundView = label
        }
    }
}
#endif
