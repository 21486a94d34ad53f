import Foundation
import OpenUIKit

/// The second child, with a blue background and its name in the middle: the storyboard scene's view
/// (a label centred by constraints) when made from `SegueContainer.storyboard`, else the same built in code.
final class SecondController: UIViewController {
    override func loadView() {
        guard storyboard == nil else { return super.loadView() }
        view = ColorPageView(color: .blue, title: "SecondController")
    }
}
