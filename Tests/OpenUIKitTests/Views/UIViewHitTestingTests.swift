import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Conversion between views and UIKit's hit-testing rules.
@MainActor
@Suite(.freshApplication) struct UIViewHitTestingTests {
    @Test func pointsConvertThroughFramesAndTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        root.addSubview(child)
        #expect(child.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 110, y: 60))
        #expect(root.convert(CGPoint(x: 110, y: 60), to: child) == CGPoint(x: 10, y: 10))
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about the centre (150, 100): local (0, 0) lands at 150 − 100, 100 − 100.
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 0))
        #expect(
            child.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: root)
                == CGRect(x: 50, y: 0, width: 200, height: 200))
    }

    @Test func hitTestingFindsTheFrontMostInteractiveView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 150, height: 150))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 280, y: 20), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 400), with: nil) == nil)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        front.alpha = 1
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        // A subview sticking out of its superview is not reached outside the superview's bounds.
        let sticking = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        back.addSubview(sticking)
        #expect(root.hitTest(CGPoint(x: 220, y: 220), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 180, y: 180), with: nil) === sticking)
    }
}
