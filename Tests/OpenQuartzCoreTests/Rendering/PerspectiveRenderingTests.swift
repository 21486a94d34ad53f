import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore
import OpenUIKitTesting

/// 3D placement: projected corners agree with the CATransform3D math, back faces are culled, layers
/// crossing the eye plane draw only what is in front.
@MainActor
@Suite(.freshApplication) struct PerspectiveRenderingTests {
    typealias S = RenderingTestSupport

    /// A 100×100 layer centred at (100, 100), rotated 45° about y with the eye 500 pt away.
    private func tilted(doubleSided: Bool = true, angle: CGFloat = .pi / 4) -> CALayer {
        let root = S.root(CGSize(width: 200, height: 200))
        let layer = S.solid(CALayer(), CGRect(x: 50, y: 50, width: 100, height: 100), S.red)
        var transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        transform = CATransform3DConcat(transform, perspective)
        layer.transform = transform
        layer.isDoubleSided = doubleSided
        root.addSublayer(layer)
        return root
    }

    /// Where a point of the layer (relative to its centre) lands, by the CATransform3D math.
    private func projected(_ x: CGFloat, _ y: CGFloat, angle: CGFloat = .pi / 4) -> CGPoint {
        var transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        transform = CATransform3DConcat(transform, perspective)
        let p = transform.transformPoint(x, y, 0)
        return CGPoint(x: 100 + p.x / p.w, y: 100 + p.y / p.w)
    }

    @Test func projectedEdgesMatchTheMatrix() {
        let image = S.render(tilted(), size: CGSize(width: 200, height: 200))
        let right = projected(50, 0), left = projected(-50, 0)
        #expect(image.rgba(Int(right.x) - 2, 100) == [255, 0, 0, 255])
        #expect(image.rgba(Int(right.x) + 2, 100) == [0, 0, 0, 0])
        #expect(image.rgba(Int(left.x) + 2, 100) == [255, 0, 0, 255])
        #expect(image.rgba(Int(left.x) - 2, 100) == [0, 0, 0, 0])
        // The nearer (left) edge is taller than the farther one.
        let nearTop = projected(-50, -50), farTop = projected(50, -50)
        #expect(nearTop.y < farTop.y)
        #expect(image.rgba(Int(left.x) + 3, Int(nearTop.y) + 3) == [255, 0, 0, 255])
        #expect(image.rgba(Int(right.x) - 3, Int(nearTop.y) + 1) == [0, 0, 0, 0])
    }

    @Test func backFacesAreCulledOnlyWhenNotDoubleSided() {
        let facingAway = S.render(tilted(doubleSided: false, angle: .pi * 0.9), size: CGSize(width: 200, height: 200))
        #expect(facingAway.rgba(100, 100) == [0, 0, 0, 0])
        let shown = S.render(tilted(doubleSided: true, angle: .pi * 0.9), size: CGSize(width: 200, height: 200))
        #expect(shown.rgba(100, 100) == [255, 0, 0, 255])
    }

    @Test func edgeOnLayersDrawNothing() {
        let image = S.render(tilted(angle: .pi / 2), size: CGSize(width: 200, height: 200))
        #expect((0..<200).allSatisfy { image.rgba($0, 100)[3] == 0 })
    }

    @Test func layersCrossingTheEyePlaneDrawOnlyTheFront() {
        let root = S.root(CGSize(width: 200, height: 200))
        let layer = S.solid(CALayer(), CGRect(x: -900, y: 50, width: 2000, height: 100), S.red)
        var transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        transform = CATransform3DConcat(transform, perspective)
        layer.transform = transform
        root.addSublayer(layer)
        let image = S.render(root, size: CGSize(width: 200, height: 200))
        #expect(image.rgba(100, 100) == [255, 0, 0, 255])
        #expect(image.rgba(100, 20)[3] == 0)
    }
}

/// Sublayers of a CATransformLayer are not flattened: they are drawn far to near by their depth.
@MainActor
@Suite(.freshApplication) struct TransformLayerRenderingTests {
    typealias S = RenderingTestSupport

    @Test func nearerSublayersCoverFartherOnesWhateverTheirOrder() {
        let root = S.root(CGSize(width: 100, height: 100))
        let container = CATransformLayer()
        container.frame = root.bounds
        let near = S.solid(CALayer(), container.bounds, S.red)
        near.transform = CATransform3DMakeTranslation(0, 0, 20)
        let far = S.solid(CALayer(), container.bounds, S.blue)
        container.addSublayer(near)
        container.addSublayer(far)
        root.addSublayer(container)
        #expect(S.render(root, size: CGSize(width: 100, height: 100)).rgba(50, 50) == [255, 0, 0, 255])
        let flat = CALayer()
        flat.frame = root.bounds
        near.removeFromSuperlayer()
        far.removeFromSuperlayer()
        flat.addSublayer(near)
        flat.addSublayer(far)
        container.removeFromSuperlayer()
        root.addSublayer(flat)
        #expect(S.render(root, size: CGSize(width: 100, height: 100)).rgba(50, 50) == [0, 0, 255, 255])
    }
}
