import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Point and rectangle conversion through positions, bounds origins, transforms and sublayer transforms,
/// and hit-testing with zPosition, hidden layers and masksToBounds.
@Suite("CALayer conversion and hit-testing", .freshApplication)
struct LayerConversionHitTestTests {
    @MainActor private func layer(_ frame: CGRect, in parent: CALayer? = nil, name: String? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.name = name
        parent?.addSublayer(layer)
        return layer
    }

    @Test @MainActor func translationOnly() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = layer(CGRect(x: 100, y: 100, width: 100, height: 100), in: root)
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 100, y: 100))
        #expect(root.convert(CGPoint(x: 10, y: 20), from: child) == CGPoint(x: 110, y: 120))
        #expect(child.convert(CGPoint(x: 110, y: 120), from: root) == CGPoint(x: 10, y: 20))
        #expect(root.convert(CGPoint(x: 110, y: 120), to: child) == CGPoint(x: 10, y: 20))
        #expect(
            child.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: root)
                == CGRect(x: 100, y: 100, width: 10, height: 20))
    }

    @Test @MainActor func boundsOriginShiftsTheContent() {
        let grand = layer(CGRect(x: 0, y: 0, width: 500, height: 500))
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400), in: grand)
        root.bounds.origin = CGPoint(x: -10, y: 0)
        let child = layer(CGRect(x: 100, y: 100, width: 100, height: 100), in: root)
        child.bounds.origin = CGPoint(x: 20, y: 30)
        // child's (20, 30) is its top-left corner: root (100, 100).
        #expect(child.convert(CGPoint(x: 20, y: 30), to: root) == CGPoint(x: 100, y: 100))
        // root's (x, y) is grand's frame origin + (x, y) − root.bounds.origin.
        let expected = CGPoint(x: 0 + 100 - (-10), y: 0 + 100 - 0)
        #expect(child.convert(CGPoint(x: 20, y: 30), to: grand) == expected)
        #expect(child.convert(expected, from: grand) == CGPoint(x: 20, y: 30))
    }

    @Test @MainActor func rotationAboutTheAnchorPoint() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = layer(CGRect(x: 100, y: 100, width: 100, height: 100), in: root)
        let angle = CGFloat.pi / 2
        child.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        // p' = position + R(p − anchor), R rotating (x, y) → (x cos − y sin, x sin + y cos).
        func expected(_ p: CGPoint) -> CGPoint {
            let dx = p.x - 50, dy = p.y - 50
            return CGPoint(x: 150 + dx * cos(angle) - dy * sin(angle), y: 150 + dx * sin(angle) + dy * cos(angle))
        }
        for p in [CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 80)] {
            #expect(isClose(child.convert(p, to: root), expected(p), 1e-9))
            #expect(isClose(child.convert(expected(p), from: root), p, 1e-9))
        }
        #expect(isClose(child.convert(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 200, y: 200), 1e-9))
    }

    @Test @MainActor func rectConversionIsTheBoundingBoxOfTheCorners() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        child.position = CGPoint(x: 150, y: 150)
        root.addSublayer(child)
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(
            isClose(
                child.convert(child.bounds, to: root), CGRect(x: 150 - 20, y: 150 - 50, width: 40, height: 100), 1e-9))
        #expect(isClose(root.convert(child.bounds, from: child), child.frame, 1e-9))
    }

    @Test @MainActor func sublayerTransformActsAboutTheParentAnchor() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = layer(CGRect(x: 100, y: 100, width: 100, height: 100), in: root)
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        // Without it child (x, y) is root (100 + x, 100 + y); then scale 2 about root's anchor (200, 200).
        func expected(_ p: CGPoint) -> CGPoint {
            CGPoint(x: 200 + 2 * (100 + p.x - 200), y: 200 + 2 * (100 + p.y - 200))
        }
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 30)] {
            #expect(isClose(child.convert(p, to: root), expected(p), 1e-9))
            #expect(isClose(root.convert(expected(p), to: child), p, 1e-9))
        }
        root.sublayerTransform = CATransform3DMakeTranslation(10, 20, 0)
        #expect(isClose(child.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 110, y: 120), 1e-9))
    }

    @Test @MainActor func conversionBetweenSiblings() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = layer(CGRect(x: 0, y: 0, width: 50, height: 50), in: root)
        let b = layer(CGRect(x: 100, y: 200, width: 50, height: 50), in: root)
        #expect(a.convert(CGPoint(x: 10, y: 10), to: b) == CGPoint(x: 10 - 100, y: 10 - 200))
        #expect(b.convert(CGPoint(x: 10, y: 10), from: a) == CGPoint(x: -90, y: -190))
    }

    @Test @MainActor func hitTestPicksTheFrontMostSiblingThenZPosition() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400), name: "root")
        let a = layer(CGRect(x: 50, y: 50, width: 100, height: 100), in: root, name: "a")
        let b = layer(CGRect(x: 100, y: 100, width: 100, height: 100), in: root, name: "b")
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === b)
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === a)
        #expect(root.hitTest(CGPoint(x: 300, y: 300)) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 500)) == nil)
        // A higher zPosition puts the earlier sibling in front.
        a.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === a)
        a.zPosition = 0
        b.zPosition = -1
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === a)
        // Hidden layers are skipped.
        b.zPosition = 0
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 180, y: 180)) === root)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === a)
    }

    @Test @MainActor func masksToBoundsClipsHitTesting() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400), name: "root")
        let parent = layer(CGRect(x: 0, y: 0, width: 100, height: 100), in: root, name: "parent")
        let child = layer(CGRect(x: 50, y: 50, width: 100, height: 100), in: parent, name: "child")
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === child)
        parent.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === root)
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === child)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === parent)
    }

    @Test @MainActor func hitTestFollowsTransforms() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400), name: "root")
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        bar.position = CGPoint(x: 200, y: 200)
        root.addSublayer(bar)
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // Rotated, the bar covers x 180…220, y 150…250.
        #expect(root.hitTest(CGPoint(x: 200, y: 240)) === bar)
        #expect(root.hitTest(CGPoint(x: 240, y: 200)) === root)
        // The point is in the superlayer's coordinates: the child tests itself directly too.
        #expect(bar.hitTest(CGPoint(x: 210, y: 160)) === bar)
        #expect(bar.contains(CGPoint(x: 99, y: 39)))
        #expect(!bar.contains(CGPoint(x: 101, y: 0)))
    }

    @Test @MainActor func hitTestingThePresentationFollowsAnimations() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400), name: "root")
        let moving = layer(CGRect(x: 0, y: 0, width: 50, height: 50), in: root, name: "moving")
        CATransaction.flush()
        moving.add(basicAnimation("position.x", from: 25, to: 325, duration: 1), forKey: "move")
        CAMediaClock.advance(by: 0.5)
        // On screen the layer is centred at x = 175: frame x 150…200.
        let presentation = try #require(root.presentation())
        #expect(presentation.hitTest(CGPoint(x: 175, y: 25))?.model() === moving)
        #expect(presentation.hitTest(CGPoint(x: 25, y: 25))?.model() === root)
        // The model tree still has the layer at its model position.
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === moving)
        let presentedMoving = try #require(moving.presentation())
        #expect(isClose(presentedMoving.convert(CGPoint(x: 0, y: 0), to: presentation), CGPoint(x: 150, y: 0)))
    }

    @Test @MainActor func transformLayerIsNeverItselfHit() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400), name: "root")
        let group = CATransformLayer()
        group.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.addSublayer(group)
        let inner = layer(CGRect(x: 0, y: 0, width: 50, height: 50), in: group, name: "inner")
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === root)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === inner)
    }
}
