import Foundation
import OpenUIKit

/// The second child, with a blue background.
final class SecondController: UIViewController {
    override func loadView() {
        view = ColorPageView(color: .blue, title: "SecondController")
    }
}
