import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The compositor leaves out of a frame the layer contents that lie wholly outside the target (a pushed
/// screen before it slides in), and `prepareBackingStores(of:scale:while:)` rasterises them between frames:
/// the frames that bring them in then only composite them, with the pixels a compositor that drew
/// everything makes.
@MainActor
@Suite(.freshApplication) struct OffscreenPreparationTests {
    typealias S = RenderingTestSupport
    static let size = CGSize(width: 40, height: 10)

    let root: CALayer
    /// A red layer outside the target, right of it.
    let mover: CALayer

    init() {
        root = S.root(Self.size)
        mover = S.solid(CALayer(), CGRect(x: 50, y: 0, width: 20, height: 10), S.red)
        root.addSublayer(mover)
    }

    /// Changes the scene without implicit animations, so the next frame shows the change.
    func change(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    func tree() -> RenderLayer {
        CATransaction.flush()
        return root.renderTree(atMediaTime: CACurrentMediaTime())
    }

    func image(_ compositor: Compositor) -> CGImage {
        compositor.image(of: tree(), size: Self.size, scale: 1)
    }

    /// What a compositor that has never culled anything draws.
    func freshImage() -> CGImage {
        Compositor().image(of: tree(), size: Self.size, scale: 1)
    }

    @Test func aLayerOutsideTheTargetIsLeftOutAndPreparedBetweenFrames() {
        let compositor = Compositor()
        _ = image(compositor)
        #expect(compositor.backingStoreCount == 0)
        #expect(compositor.hasStoresToPrepare)
        compositor.prepareBackingStores(of: tree(), scale: 1) { true }
        #expect(compositor.backingStoreCount == 1)
        #expect(!compositor.hasStoresToPrepare)
        change { mover.frame.origin.x = 10 }
        let shown = image(compositor)
        #expect(compositor.backingStoreCount == 1, "the prepared store is composited, not rasterised again")
        #expect(shown.pixels == freshImage().pixels)
        #expect(shown.rgba(15, 5) == [255, 0, 0, 255])
        #expect(shown.rgba(35, 5) == [0, 0, 0, 0])
    }

    @Test func preparationStopsWhenTimeRunsOut() {
        let compositor = Compositor()
        _ = image(compositor)
        var asked = 0
        compositor.prepareBackingStores(of: tree(), scale: 1) {
            asked += 1
            return false
        }
        #expect(asked == 1)
        #expect(compositor.backingStoreCount == 0)
        #expect(compositor.hasStoresToPrepare)
    }

    @Test func aChangeToAPreparedLayerIsRasterisedAgain() {
        let compositor = Compositor()
        _ = image(compositor)
        compositor.prepareBackingStores(of: tree(), scale: 1) { true }
        change { mover.backgroundColor = S.blue }
        _ = image(compositor)
        #expect(compositor.hasStoresToPrepare, "the prepared store shows the old colour")
        compositor.prepareBackingStores(of: tree(), scale: 1) { true }
        #expect(compositor.backingStoreCount == 2)
        change { mover.frame.origin.x = 10 }
        let shown = image(compositor)
        #expect(compositor.backingStoreCount == 2)
        #expect(shown.rgba(15, 5) == [0, 0, 255, 255])
        #expect(shown.pixels == freshImage().pixels)
    }

    @Test func aLayerUnpreparedWhenItArrivesIsRasterisedByTheFrame() {
        let compositor = Compositor()
        _ = image(compositor)
        change { mover.frame.origin.x = 30 }
        let shown = image(compositor)
        #expect(compositor.backingStoreCount == 1)
        #expect(!compositor.hasStoresToPrepare)
        #expect(shown.rgba(35, 5) == [255, 0, 0, 255])
        #expect(shown.pixels == freshImage().pixels)
    }

    @Test func aLayerOverlappingTheEdgeIsDrawn() {
        change { mover.frame.origin.x = 39.5 }
        let compositor = Compositor()
        let shown = image(compositor)
        #expect(compositor.backingStoreCount == 1)
        #expect(shown.rgba(39, 5)[3] > 0)
        #expect(shown.pixels == freshImage().pixels)
    }

    @Test func aShapeReachingInFromOutsideIsDrawn() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 50, y: 0, width: 10, height: 10)
        shape.path = CGPath(rect: CGRect(x: -45, y: 0, width: 10, height: 10), transform: nil)
        shape.fillColor = S.green
        root.addSublayer(shape)
        let compositor = Compositor()
        let shown = image(compositor)
        #expect(compositor.backingStoreCount == 1, "the shape's store; the red layer is left out")
        #expect(shown.rgba(10, 5) == [0, 255, 0, 255])
    }

    @Test func aLayerLeftOutKeepsItsStoreForWhenItComesBack() {
        change { mover.frame.origin.x = 10 }
        let compositor = Compositor()
        _ = image(compositor)
        change { mover.frame.origin.x = 50 }
        _ = image(compositor)
        #expect(!compositor.hasStoresToPrepare, "its store is still fresh")
        change { mover.frame.origin.x = 20 }
        let shown = image(compositor)
        #expect(compositor.backingStoreCount == 1)
        #expect(shown.pixels == freshImage().pixels)
    }
}
