import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The render tree's frame signature, by which the live host redraws only when the picture changed.
@MainActor
@Suite(.freshApplication) struct FrameSignatureTests {
    typealias S = RenderingTestSupport

    func scene() -> (root: CALayer, child: CALayer) {
        let root = S.root(CGSize(width: 100, height: 100))
        let child = S.solid(CALayer(), CGRect(x: 10, y: 10, width: 20, height: 20), S.red)
        root.addSublayer(child)
        CATransaction.flush()
        return (root, child)
    }

    func signature(_ root: CALayer) -> Int? {
        root.renderTree(atMediaTime: CACurrentMediaTime()).frameSignature
    }

    @Test func equalForTheSamePictureDifferentWhenAnythingShownChanges() throws {
        let (root, child) = scene()
        let first = try #require(signature(root))
        CAMediaClock.advance(by: 1)
        #expect(signature(root) == first)
        child.position.x += 1
        CAMediaClock.advance(by: 1)  // past the implicit animation
        let moved = try #require(signature(root))
        #expect(moved != first)
        child.backgroundColor = S.blue
        CAMediaClock.advance(by: 1)
        let recoloured = try #require(signature(root))
        #expect(recoloured != moved)
        root.position.x += 1
        CAMediaClock.advance(by: 1)
        #expect(signature(root) != recoloured)
    }

    @Test func animationsChangeItFrameByFrameTransitionsHaveNone() {
        let (root, child) = scene()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        child.add(fade, forKey: "fade")
        CAMediaClock.advance(by: 0.25)
        let quarter = signature(root)
        CAMediaClock.advance(by: 0.25)
        #expect(quarter != nil && signature(root) != quarter)
        let transition = CATransition()
        transition.duration = 1
        child.add(transition, forKey: nil)
        child.backgroundColor = S.green
        CAMediaClock.advance(by: 0.1)
        #expect(signature(root) == nil)
    }
}
