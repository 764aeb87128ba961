#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The profile's content child: its binding copies the shown profile, avatar and notice into
/// the view; it stacks the view for the current size class.
final class ProfileContentViewController: TypedViewController<ProfileView> {
    private let display: ProfileDisplay
    private lazy var binding = ProfileBindings.binding(display: display, view: contentView)

    init(display: ProfileDisplay) {
        self.display = display
        super.init(contentView: ProfileView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        binding.startUpdating()
    }
}
#endif
