import Foundation
import OpenUIKit

/// A child of the ported containment article's examples (TTViewController, First/Second/ThirdViewController),
/// and the pages of the navigation demo: a coloured page with its title, named by that title in the trace.
final class PanelController: UIViewController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    private let color: UIColor

    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override func loadView() {
        view = ColorPageView(color: color, title: title ?? "")
    }
}
