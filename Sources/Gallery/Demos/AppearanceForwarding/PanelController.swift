import Foundation
import OpenUIKit

/// A child of the ported containment article's examples (TTViewController, First/Second/ThirdViewController),
/// and the pages of the navigation demo: a coloured page with its title, named by that title in the trace.
/// Made in code it builds its view; made from a storyboard scene (`PageScroll.storyboard`), the scene gives
/// its title and view.
final class PanelController: UIViewController {
    /// The page's colour when made in code; nil when a storyboard scene gives the view.
    private let color: UIColor?

    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// A page scene of a storyboard: its title and view come from the file.
    required init?(coder: NSCoder) {
        color = nil
        super.init(coder: coder)
    }

    override func loadView() {
        guard let color else { return super.loadView() }
        view = ColorPageView(color: color, title: title ?? "")
    }
}
