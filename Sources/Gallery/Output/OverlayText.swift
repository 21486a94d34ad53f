import Foundation
import OpenUIKit

/// How the page's overlays write what they show: a view's name and a rectangle's numbers.
@MainActor
enum OverlayText {
    /// A view's name: its class, with a label's text or a button's title.
    static func name(of view: UIView) -> String {
        let type = "\(type(of: view))"
        if let label = view as? UILabel, let text = label.text { return type + "'\(text)'" }
        if let button = view as? UIButton, let title = button.currentTitle { return type + "'\(title)'" }
        return type
    }

    /// `x, y, width, height` to a thousandth of a point.
    static func numbers(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map(rounded)
    }

    /// A number to a thousandth.
    static func rounded(_ value: CGFloat) -> Double {
        (Double(value) * 1000).rounded() / 1000
    }
}
