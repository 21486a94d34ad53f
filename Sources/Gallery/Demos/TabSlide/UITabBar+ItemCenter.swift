import Foundation
import OpenUIKit

extension UITabBar {
    /// Where a finger taps item `index`: the centre of its slot, in window coordinates. UIKit's bar gives
    /// its items equal widths side by side.
    func itemCenter(_ index: Int) -> CGPoint {
        let width = bounds.width / CGFloat(max(items?.count ?? 1, 1))
        return convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: bounds.midY), to: nil)
    }
}
