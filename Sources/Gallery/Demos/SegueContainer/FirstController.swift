import Foundation
import OpenUIKit

/// The first child, with a red background and its name in the middle: the storyboard scene's view
/// (a label centred by constraints) when made from `SegueContainer.storyboard`, else the same built in code.
final class FirstController: UIViewController {
    override func loadView() {
        guard storyboard == nil else { return super.loadView() }
        view = ColorPageView(color: .red, title: "FirstController")
    }
}
