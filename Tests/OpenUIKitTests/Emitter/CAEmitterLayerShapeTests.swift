import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Where particles are born on each emitter shape in each mode (the shape constants' documentation gives the
/// extents), the render modes' drawing order, and the seed's determinism.
@MainActor
@Suite(.freshApplication) struct CAEmitterLayerShapeTests {
    /// The birth positions of 200 still particles on `shape` in `mode`, relative to the emitter position.
    private func births(
        _ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode,
        size: CGSize = CGSize(width: 40, height: 20), depth: CGFloat = 10
    ) -> [SIMD3<Double>] {
        let scene = EmitterScene([EmitterScene.cell(birthRate: 200)]) {
            $0.emitterShape = shape
            $0.emitterMode = mode
            $0.emitterPosition = CGPoint(x: 50, y: 50)
            $0.emitterSize = size
            $0.emitterDepth = depth
        }
        UIApplication.shared.advance(by: 1)
        return scene.particles.map {
            SIMD3(Double($0.position.x) - 50, Double($0.position.y) - 50, Double($0.zPosition))
        }
    }

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func aPointEmitsFromItsPosition() {
        #expect(births(.point, .volume).allSatisfy { $0 == .zero })
    }

    @Test func aLineInPointsModeEmitsFromItsEnds() {
        let points = births(.line, .points)
        #expect(Set(points.map(\.x)) == [-20, 20])
        #expect(points.allSatisfy { $0.y == 0 && $0.z == 0 })
    }

    @Test func aLineOtherwiseEmitsAlongItsLength() {
        let points = births(.line, .volume)
        #expect(points.allSatisfy { abs($0.x) <= 20 && $0.y == 0 })
        #expect(points.contains { abs($0.x) < 10 })
    }

    @Test func aRectangleOutlineEmitsOnItsEdgesAndItsSurfaceInside() {
        let outline = births(.rectangle, .outline)
        #expect(
            outline.allSatisfy {
                (close(abs($0.x), 20) && abs($0.y) <= 10) || (close(abs($0.y), 10) && abs($0.x) <= 20)
            })
        let surface = births(.rectangle, .surface)
        #expect(surface.allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 && $0.z == 0 })
        #expect(surface.contains { abs($0.x) < 15 && abs($0.y) < 5 })
        let corners = births(.rectangle, .points)
        #expect(Set(corners.map { [$0.x, $0.y] }) == [[-20, -10], [20, -10], [-20, 10], [20, 10]])
    }

    @Test func aCircleOfRadiusWidthEmitsOnItsEdgeOrInside() {
        let outline = births(.circle, .outline)
        #expect(outline.allSatisfy { close(hypot($0.x, $0.y), 40) && $0.z == 0 })
        let inside = births(.circle, .surface)
        #expect(inside.allSatisfy { hypot($0.x, $0.y) <= 40 })
        #expect(inside.contains { hypot($0.x, $0.y) < 30 })
        #expect(births(.circle, .points).allSatisfy { $0 == .zero })
    }

    @Test func aSphereEmitsOnItsSurfaceOrInItsVolume() {
        let surface = births(.sphere, .surface)
        #expect(surface.allSatisfy { close(($0 * $0).sum().squareRoot(), 40) })
        #expect(surface.contains { abs($0.z) > 20 })
        let volume = births(.sphere, .volume)
        #expect(volume.allSatisfy { ($0 * $0).sum().squareRoot() <= 40 + 1e-9 })
        #expect(volume.contains { ($0 * $0).sum().squareRoot() < 30 })
    }

    @Test func aCuboidEmitsFromCornersEdgesFacesOrInside() {
        let half = SIMD3(20.0, 10, 5)
        let onBoundary: (SIMD3<Double>) -> [Bool] = { p in (0..<3).map { self.close(abs(p[$0]), half[$0]) } }
        let corners = births(.cuboid, .points)
        #expect(corners.allSatisfy { onBoundary($0) == [true, true, true] })
        #expect(Set(corners.map { [$0.x, $0.y, $0.z] }).count == 8)
        let edges = births(.cuboid, .outline)
        #expect(edges.allSatisfy { onBoundary($0).filter { $0 }.count >= 2 })
        let faces = births(.cuboid, .surface)
        #expect(faces.allSatisfy { onBoundary($0).contains(true) })
        #expect(faces.contains { onBoundary($0).filter { $0 }.count == 1 })
        let inside = births(.cuboid, .volume)
        #expect(inside.allSatisfy { p in (0..<3).allSatisfy { abs(p[$0]) <= half[$0] } })
        #expect(inside.allSatisfy { !onBoundary($0).contains(true) })
    }

    @Test func renderModesOrderTheParticles() {
        let cells = [EmitterScene.cell("a", birthRate: 3), EmitterScene.cell("b", birthRate: 2)]
        let scene = EmitterScene(cells) {
            $0.emitterShape = .sphere
            $0.emitterSize = CGSize(width: 30, height: 0)
        }
        UIApplication.shared.advance(by: 1)
        let names = { scene.particles.map { "\($0.cellName!)\($0.index)" } }
        #expect(names() == ["a1", "a2", "a3", "b1", "b2"])
        scene.emitter.renderMode = .oldestFirst
        // Born at 1/3, 1/2, 2/3, 1 (a3 and b2 together: cell order breaks the tie).
        #expect(names() == ["a1", "b1", "a2", "a3", "b2"])
        scene.emitter.renderMode = .oldestLast
        #expect(names() == ["a3", "b2", "a2", "b1", "a1"])
        scene.emitter.renderMode = .backToFront
        let depths = scene.particles.map(\.zPosition)
        #expect(depths == depths.sorted())
        #expect(Set(depths).count == 5)
        scene.emitter.renderMode = .additive
        #expect(names() == ["a1", "a2", "a3", "b1", "b2"])
    }

    @Test func theSeedDecidesTheRandomValues() {
        func positions(seed: UInt32) -> [CGPoint] {
            let cell = EmitterScene.cell(birthRate: 10) {
                $0.velocity = 40
                $0.emissionRange = 2 * .pi
            }
            let scene = EmitterScene([cell]) { $0.seed = seed }
            UIApplication.shared.advance(by: 1)
            let result = scene.particles.map(\.position)
            scene.emitter.removeFromSuperlayer()
            return result
        }
        // Each emitter starts a second after the previous one: equal seeds give equal particles (to the
        // rounding of the later start times), another seed other ones.
        let same = { (a: [CGPoint], b: [CGPoint]) in
            a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
        }
        let first = positions(seed: 7)
        #expect(first.count == 10)
        #expect(same(positions(seed: 7), first))
        #expect(!same(positions(seed: 8), first))
    }
}
