import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// CALayer.h: `setNeedsLayout` "is invoked on the layer and its superlayer whenever its bounds or transform
/// properties are modified".
@Suite("Layout propagation", .freshApplication)
@MainActor
struct LayoutPropagationTests {
    private func laidOutPair() -> (parent: CALayer, child: CALayer) {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.layoutIfNeeded()
        return (parent, child)
    }

    @Test func boundsMarksTheLayerAndItsSuperlayer() {
        let (parent, child) = laidOutPair()
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(child.needsLayout())
        #expect(parent.needsLayout())
    }

    @Test func transformMarksTheLayerAndItsSuperlayer() {
        let (parent, child) = laidOutPair()
        child.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(child.needsLayout())
        #expect(parent.needsLayout())
    }

    @Test func positionMarksNeither() {
        let (parent, child) = laidOutPair()
        child.position = CGPoint(x: 5, y: 5)
        #expect(!child.needsLayout())
        #expect(!parent.needsLayout())
    }

    @Test func writingTheSameGeometryMarksNothing() {
        let (parent, child) = laidOutPair()
        child.bounds = child.bounds
        child.transform = child.transform
        #expect(!child.needsLayout())
        #expect(!parent.needsLayout())
    }
}
