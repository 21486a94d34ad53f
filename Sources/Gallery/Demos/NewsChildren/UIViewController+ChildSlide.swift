import Foundation
import OpenUIKit

extension UIViewController {
    /// The body of a news screen's `didSelectItemAtIndexPathBlock` (the article's and the app's): slides from
    /// `children[index]` to `children[item]` with `transition(from:to:duration:options:animations:completion:)` —
    /// 0.5 s, no options (so ease in–out) — the current page leaving to the left and the new one coming in from the
    /// right when going forwards, the other way when going backwards; only the pages' x changes. The new page's
    /// view loads, when it has not yet, as its frame is read. `completion` runs when the slide ends.
    func slideChild(from index: Int, to item: Int, completion: @escaping () -> Void) {
        let fromChildVC = children[index]
        let toChildVC = children[item]

        let xEndOfFromChildVC: CGFloat
        let xStartOfToChildVC: CGFloat
        let xEndOfToChildVC: CGFloat

        if item > index {  // Slide left.
            xEndOfFromChildVC = -fromChildVC.view.frame.size.width

            xStartOfToChildVC = toChildVC.view.frame.size.width
            xEndOfToChildVC = 0
        } else {
            // The article assigns xStartOfFromChildVC (0, and never read) a second time here, where it meant
            // xEndOfFromChildVC: going backwards the current page leaves to the right, ending at +width.
            xEndOfFromChildVC = fromChildVC.view.frame.size.width

            xStartOfToChildVC = -toChildVC.view.frame.size.width
            xEndOfToChildVC = 0
        }
        // Only the x changes.
        toChildVC.view.frame = CGRect(
            x: xStartOfToChildVC, y: toChildVC.view.frame.minY,
            width: toChildVC.view.frame.size.width, height: toChildVC.view.frame.size.height)

        transition(
            from: fromChildVC, to: toChildVC, duration: 0.5, options: [],
            animations: {
                fromChildVC.view.frame = CGRect(
                    x: xEndOfFromChildVC, y: fromChildVC.view.frame.minY,
                    width: fromChildVC.view.frame.size.width, height: fromChildVC.view.frame.size.height)

                toChildVC.view.frame = CGRect(
                    x: xEndOfToChildVC, y: toChildVC.view.frame.minY,
                    width: toChildVC.view.frame.size.width, height: toChildVC.view.frame.size.height)
            }
        ) { _ in completion() }
    }
}
