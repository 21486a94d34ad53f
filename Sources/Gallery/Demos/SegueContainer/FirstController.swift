import Foundation
import OpenUIKit

/// Seed 001 §3: the first child, with a red background.
final class FirstController: UIViewController {
    override func loadView() {
        view = ColorPageView(color: .red, title: "FirstController")
    }
}
