import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Display and layout invalidation: setNeedsDisplay / setNeedsLayout are honoured at the next commit,
/// top-down, through the delegate; bounds changes invalidate layout (and display when asked).
@Suite("CALayer display and layout", .freshApplication)
struct LayerDisplayLayoutTests {
    @MainActor private final class Recorder: CALayerDelegate {
        let log: EventLog
        let provides: Bool
        init(log: EventLog, providesDisplay: Bool) {
            self.log = log
            provides = providesDisplay
        }
        var providesLayerDisplay: Bool { provides }
        func display(_ layer: CALayer) { log.append("display \(layer.name ?? "?")") }
        func layerWillDraw(_ layer: CALayer) { log.append("willDraw \(layer.name ?? "?")") }
        func layoutSublayers(of layer: CALayer) { log.append("layout \(layer.name ?? "?")") }
    }

    @MainActor private final class RedrawOnOpacity: CALayer {
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "opacity" || super.needsDisplay(forKey: key)
        }
    }

    @Test @MainActor func displayHappensAtTheCommit() {
        let log = EventLog()
        let delegate = Recorder(log: log, providesDisplay: true)
        let layer = makeCommittedLayer(name: "a")
        layer.delegate = delegate
        #expect(!layer.needsDisplay())
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        #expect(log.entries.isEmpty)
        CATransaction.flush()
        #expect(log.entries == ["display a"])
        #expect(!layer.needsDisplay())
        // Without display(_:), the delegate is told the layer will draw.
        let drawing = Recorder(log: log, providesDisplay: false)
        layer.delegate = drawing
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        layer.displayIfNeeded()
        #expect(log.entries == ["display a", "willDraw a"])
        layer.displayIfNeeded()
        #expect(log.entries.count == 2)
    }

    @Test @MainActor func needsDisplayForKeyAndOnBoundsChange() {
        let layer = RedrawOnOpacity()
        layer.opacity = 0.5
        #expect(layer.needsDisplay())
        let plain = CALayer()
        plain.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!plain.needsDisplay())
        #expect(plain.needsLayout())
        plain.needsDisplayOnBoundsChange = true
        plain.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(plain.needsDisplay())
    }

    @Test @MainActor func layoutRunsTopDownAtTheCommit() {
        let log = EventLog()
        let delegate = Recorder(log: log, providesDisplay: false)
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.name = "root"; child.name = "child"; grandchild.name = "grandchild"
        for layer in [root, child, grandchild] { layer.delegate = delegate }
        root.addSublayer(child)
        child.addSublayer(grandchild)
        CATransaction.flush()
        log.entries.removeAll()
        grandchild.setNeedsLayout()
        root.setNeedsLayout()
        #expect(log.entries.isEmpty)
        CATransaction.flush()
        #expect(log.entries == ["layout root", "layout grandchild"])
        #expect(!root.needsLayout() && !grandchild.needsLayout())
        // layoutIfNeeded lays out at once.
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.entries.last == "layout child")
    }
}
