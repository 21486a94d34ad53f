import Foundation
import OpenUIKit

/// The page of one news category. Its view is made only when the page is first shown, as
/// large as the news page (the title strip covers its top).
final class ChildNewsViewController: UIViewController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    private let color: UIColor
    private let pageFrame: CGRect

    init(color: UIColor, pageFrame: CGRect) {
        self.color = color
        self.pageFrame = pageFrame
        super.init(nibName: nil, bundle: nil)
    }

    override func loadView() {
        view = ColorPageView(color: color, title: title ?? "", frame: pageFrame)
    }
}
