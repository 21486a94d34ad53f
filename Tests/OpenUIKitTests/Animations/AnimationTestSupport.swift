import Foundation
import Testing
@testable import OpenUIKit

/// Shared set-up of the UIView animation tests.
@MainActor
enum AnimationFixture {
    /// A fresh app with a committed 10 × 10 view at the origin.
    static func committedView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        return view
    }

    /// A fresh app with a committed 100 × 100 container holding a 20 × 20 subview at (10, 10).
    static func container() -> (container: UIView, subview: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        container.addSubview(subview)
        UIApplication.shared.advance(by: 0)
        return (container, subview)
    }

    /// The x position the view shows now.
    static func shownX(_ view: UIView) throws -> CGFloat {
        try #require(view.layer.presentation()).position.x
    }
}
