import Foundation
import OpenUIKit

extension DemoStage {
    /// A navigation demo's stage: a screen of `size` (at scale 2) showing a navigation controller titled "Nav"
    /// over `root`, its bar hidden unless `showsBar`, with `delegate` as its delegate (set before it appears).
    static func showingNavigation(
        rootedAt root: UIViewController, size: CGSize, showsBar: Bool = false,
        delegate: (any UINavigationControllerDelegate)? = nil
    ) -> (stage: DemoStage, navigation: UINavigationController) {
        UIScreen.main.use(UIScreen.Device(size: size, scale: 2))
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = "Nav"
        navigation.setNavigationBarHidden(!showsBar, animated: false)
        navigation.delegate = delegate
        return (DemoStage(showing: navigation, size: size), navigation)
    }
}
