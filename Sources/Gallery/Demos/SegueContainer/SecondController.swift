import Foundation
import OpenUIKit

/// Seed 001 §3: the second child, with a blue background.
final class SecondController: UIViewController {
    override func loadView() {
        view = ColorPageView(color: .blue, title: "SecondController")
    }
}
