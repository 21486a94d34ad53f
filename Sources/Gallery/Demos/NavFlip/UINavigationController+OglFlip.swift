import Foundation
import OpenUIKit

extension UINavigationController {
    /// The AnimationSet app's `transitionViewController` before its push: the navigation view's background turns
    /// white (what shows around the turning page) and its layer gets a CATransition of the private type "oglFlip"
    /// from the left, 1 s, ease-out — so the push made next, in the same run-loop turn, runs under a flip of the
    /// whole navigation view. Both the app's 旋转切换 row and the article's Flip button do this.
    func addOglFlip() {
        view.backgroundColor = UIColor.white

        let transition = CATransition()
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .easeOut)
        transition.type = CATransitionType(rawValue: "oglFlip")  // page flip
        transition.subtype = .fromLeft
        view.layer.add(transition, forKey: nil)
    }
}
