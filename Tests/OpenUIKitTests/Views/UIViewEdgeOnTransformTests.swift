import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit
import TestSupport

/// A view turned edge-on by a 3D transform: UIKit documents `frame` as undefined while the transform is not the
/// identity, but nothing may trap — the backing store is skipped with Core Animation's message instead.
@MainActor
@Suite(.freshApplication) struct UIViewEdgeOnTransformTests {
    /// A custom-drawn view, so its layer asks for a backing store.
    final class DrawnView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIBezierPath(rect: rect).fill()
        }
    }

    @Test func settingTheFrameOfAnEdgeOnViewThenCommittingDoesNotTrap() throws {
        let window = StandardWindow.shown()
        let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        UIApplication.shared.advance(by: 1 / 60)
        #expect(view.draws == 1)
        var transform = CATransform3DIdentity
        transform.m34 = -0.003
        view.layer.transform = CATransform3DRotate(transform, .pi / 2, 0, 1, 0)
        view.frame = StandardScreen.bounds
        view.setNeedsDisplay()
        UIApplication.shared.advance(by: 1 / 60)
        #expect(view.draws == 1)
        let reports = FreshApplicationTrait.reports
        #expect(reports.map(\.code) == [.invalidGeometry])
        let message = try #require(reports.first?.message)
        #expect(message.hasPrefix("ignoring bogus layer size ("))
        // The screen still renders: the edge-on view covers nothing.
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
        }
        #expect(image.size == StandardScreen.size)
    }
}
