import Foundation
import OpenUIKit

/// The first child, with a red background.
final class FirstController: UIViewController {
    override func loadView() {
        view = ColorPageView(color: .red, title: "FirstController")
    }
}
