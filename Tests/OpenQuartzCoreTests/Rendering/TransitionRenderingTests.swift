import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore
import OpenUIKitTesting

/// Each CATransition type at progress 0, 0.5 and 1, from a red old state to a blue new state.
@MainActor
@Suite(.freshApplication) struct TransitionRenderingTests {
    typealias S = RenderingTestSupport
    let size = CGSize(width: 100, height: 100)

    /// The images of ``render(type:subtype:at:)``.
    private func frames(type: String, subtype: CATransitionSubtype? = nil, at times: [Double]) -> [CGImage] {
        render(type: type, subtype: subtype, at: times).images
    }

    /// A container whose red child is swapped for a blue one under a 1 s transition, rendered at the given
    /// times by one renderer; returns the images and the renderer.
    private func render(
        type: String, subtype: CATransitionSubtype?, at times: [Double]
    ) -> (images: [CGImage], renderer: CARenderer) {
        let root = S.root(size)
        let container = CALayer()
        container.frame = CGRect(origin: .zero, size: size)
        let old = S.solid(CALayer(), container.bounds, S.red)
        container.addSublayer(old)
        root.addSublayer(container)
        CATransaction.flush()
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: type)
        transition.subtype = subtype
        transition.duration = 1
        old.removeFromSuperlayer()
        container.addSublayer(S.solid(CALayer(), container.bounds, S.blue))
        container.add(transition, forKey: nil)
        CATransaction.flush()
        let renderer = CARenderer(layer: root, size: size)
        var images: [CGImage] = []
        var now = 0.0
        for time in times {
            CAMediaClock.advance(by: time - now)
            now = time
            images.append(renderer.image()!)
        }
        return (images, renderer)
    }

    @Test func bothStatesAreDrawnFlatOnceForTheWholeTransition() {
        let (images, renderer) = render(type: "push", subtype: .fromRight, at: [0, 0.25, 0.5, 0.75])
        #expect(renderer.compositor.flatteningCount == 2)
        #expect(images[2].rgba(25, 50) == [255, 0, 0, 255])
        #expect(images[2].rgba(75, 50) == [0, 0, 255, 255])
    }

    @Test func pushFromRightShowsHalfOfEachStateAtTheMiddle() {
        let images = frames(type: "push", subtype: .fromRight, at: [0, 0.5, 0.99])
        #expect(images[0].rgba(90, 50) == [255, 0, 0, 255])
        #expect(images[1].rgba(25, 50) == [255, 0, 0, 255])
        #expect(images[1].rgba(75, 50) == [0, 0, 255, 255])
        #expect(images[2].rgba(10, 50) == [0, 0, 255, 255])
    }

    @Test func pushFromLeftComesTheOtherWay() {
        let images = frames(type: "push", subtype: .fromLeft, at: [0.5])
        #expect(images[0].rgba(25, 50) == [0, 0, 255, 255])
        #expect(images[0].rgba(75, 50) == [255, 0, 0, 255])
    }

    @Test func moveInSlidesTheNewStateOverTheOld() {
        let images = frames(type: "moveIn", subtype: .fromBottom, at: [0.5])
        #expect(images[0].rgba(50, 25) == [255, 0, 0, 255])
        #expect(images[0].rgba(50, 75) == [0, 0, 255, 255])
    }

    @Test func revealMovesTheOldStateAway() {
        let images = frames(type: "reveal", subtype: .fromTop, at: [0.5])
        #expect(images[0].rgba(50, 25) == [0, 0, 255, 255])
        #expect(images[0].rgba(50, 75) == [255, 0, 0, 255])
    }

    @Test func fadeCrossDissolves() {
        let images = frames(type: "fade", at: [0, 0.5, 1.5])
        #expect(images[0].rgba(50, 50) == [255, 0, 0, 255])
        #expect(pixelsMatch(images[1].rgba(50, 50), [128, 0, 128, 255], tolerance: 2))
        #expect(images[2].rgba(50, 50) == [0, 0, 255, 255])
    }

    @Test func oglFlipShowsTheOldStateFirstThenTheNew() {
        let images = frames(type: "oglFlip", subtype: .fromLeft, at: [0.25, 0.75])
        #expect(images[0].rgba(50, 50) == [255, 0, 0, 255])
        #expect(images[1].rgba(50, 50) == [0, 0, 255, 255])
        #expect(images[0].rgba(2, 50)[3] == 0 || images[0].rgba(97, 50)[3] == 0)
    }

    @Test func cubeShowsBothFacesMidway() {
        let images = frames(type: "cube", subtype: .fromRight, at: [0.5])
        #expect(images[0].rgba(30, 50) == [255, 0, 0, 255])
        #expect(images[0].rgba(70, 50) == [0, 0, 255, 255])
    }

    @Test func pageCurlLiftsTheOldPageFromTheBottom() {
        // Page 100 pt tall, cylinder radius 10: the fold sits at 100 − p × (100 + 10π).
        let images = frames(type: "pageCurl", at: [0, 0.2, 0.5])
        #expect(images[0].rgba(50, 50) == [255, 0, 0, 255])
        #expect(images[1].rgba(50, 5) == [255, 0, 0, 255])
        #expect(images[1].rgba(50, 97) == [0, 0, 255, 255])
        #expect(images[2].rgba(50, 97) == [0, 0, 255, 255])
        // Past half a turn the paper lies on top showing its back: red washed 70 % toward white.
        #expect(pixelsMatch(images[2].rgba(50, 5), [255, 179, 179, 255]))
    }

    @Test(
        "pageCurl curls from the subtype's edge",
        arguments: [
            (CATransitionSubtype.fromBottom, (50, 5), (50, 97)), (.fromTop, (50, 95), (50, 3)),
            (.fromLeft, (95, 50), (3, 50)), (.fromRight, (5, 50), (97, 50)),
        ])
    func pageCurlCurlsFromTheSubtypesEdge(subtype: CATransitionSubtype, flat: (Int, Int), lifted: (Int, Int)) {
        // At 0.2 the fold is 0.2 × (100 + 10π) ≈ 26.3 pt from the curling edge: the old page (red) still lies
        // flat far from that edge, and the new page (blue) shows under the lifted part next to it.
        let images = frames(type: "pageCurl", subtype: subtype, at: [0.2, 0.5])
        #expect(images[0].rgba(flat.0, flat.1) == [255, 0, 0, 255])
        #expect(images[0].rgba(lifted.0, lifted.1) == [0, 0, 255, 255])
        // Half-way the paper past half a turn lies on top far from the edge, showing its back.
        #expect(pixelsMatch(images[1].rgba(flat.0, flat.1), [255, 179, 179, 255]))
        let uncurl = frames(type: "pageUnCurl", subtype: subtype, at: [0.8])
        #expect(uncurl[0].rgba(flat.0, flat.1) == [0, 0, 255, 255])
        #expect(uncurl[0].rgba(lifted.0, lifted.1) == [255, 0, 0, 255])
    }

    @Test func startAndEndProgressLimitTheEffect() {
        let transition = CATransition()
        transition.startProgress = 0.2
        transition.endProgress = 0.6
        transition.duration = 1
        #expect(transition.startProgress == 0.2)
        let layer = CALayer()
        CATransaction.flush()
        layer.add(transition, forKey: nil)
        CATransaction.flush()
        let added = layer.animation(forKey: "transition") as! CATransition
        #expect(abs(added.progress(atParentTime: layer.localTime(atMediaTime: 0))! - 0.2) < 1e-6)
        #expect(abs(added.progress(atParentTime: layer.localTime(atMediaTime: 0.5))! - 0.4) < 1e-6)
    }

    @Test func unknownTypesAreReportedAndFade() {
        let layer = CALayer()
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: "genieEffect")
        let reports = Diagnostics.capture { layer.add(transition, forKey: nil) }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(layer.animation(forKey: "transition") != nil)
    }
}
