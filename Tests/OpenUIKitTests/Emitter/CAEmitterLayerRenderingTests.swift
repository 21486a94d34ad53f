import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenCoreGraphics
@testable import OpenUIKit

/// Particles on the compositor: the cell's image centred on the particle, scaled, turned by its spin, its
/// colour multiplied in, over what is beneath or added to it; and the same time always giving the same frame.
@MainActor
@Suite(.freshApplication) struct CAEmitterLayerRenderingTests {
    /// A black 100 × 100 window with one still particle per cell at (50, 50), born at 1 s.
    private func scene(_ cells: [CAEmitterCell], configure: (CAEmitterLayer) -> Void = { _ in }) -> EmitterScene {
        let scene = EmitterScene(cells) {
            $0.emitterPosition = CGPoint(x: 50, y: 50)
            configure($0)
        }
        scene.window.backgroundColor = .black
        return scene
    }

    private func square(_ color: CGColor, configure: (CAEmitterCell) -> Void = { _ in }) -> CAEmitterCell {
        EmitterScene.cell(birthRate: 1) {
            $0.contents = EmitterScene.square(side: 10)
            $0.color = color
            configure($0)
        }
    }

    private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    @Test func theImageIsCentredOnTheParticleAndTinted() throws {
        let scene = scene([square(green)])
        UIApplication.shared.advance(by: 1.5)
        let image = try #require(scene.image())
        // A 10-point square centred on (50, 50): pixels 45 through 54.
        for (x, y) in [(45, 45), (54, 54), (50, 50)] {
            #expect(image.pixel(x, y, is: [0, 255, 0, 255]), "(\(x), \(y))")
        }
        for (x, y) in [(44, 50), (55, 50), (50, 44), (50, 55)] {
            #expect(image.pixel(x, y, is: [0, 0, 0, 255]), "(\(x), \(y))")
        }
    }

    @Test func nothingIsDrawnBeforeTheFirstBirth() throws {
        let scene = scene([square(green)])
        UIApplication.shared.advance(by: 0.5)
        #expect(try #require(scene.image()).pixel(50, 50, is: [0, 0, 0, 255]))
    }

    @Test func scaleAndContentsScaleSizeTheImage() throws {
        let scene = scene([
            square(green) {
                $0.scale = 4
                $0.contentsScale = 2
            }
        ])
        UIApplication.shared.advance(by: 1.5)
        let image = try #require(scene.image())
        // 10 pixels at 2 per point, scaled 4 times: 20 points, from 40 to 60.
        #expect(image.pixel(41, 50, is: [0, 255, 0, 255]))
        #expect(image.pixel(58, 50, is: [0, 255, 0, 255]))
        #expect(image.pixel(38, 50, is: [0, 0, 0, 255]))
        #expect(image.pixel(61, 50, is: [0, 0, 0, 255]))
    }

    @Test func spinTurnsTheImageAboutItsCentre() throws {
        let scene = scene([square(green) { $0.spin = .pi / 2 }])
        UIApplication.shared.advance(by: 1.5)
        let particle = try #require(scene.particles.first)
        #expect(abs(Double(particle.rotation) - .pi / 4) < 1e-12)
        let image = try #require(scene.image())
        // Turned 45°, the square is a diamond reaching 7.07 points from its centre along the axes: its
        // corner region is empty and the axis beyond the unturned edge is covered.
        #expect(image.pixel(55, 50, is: [0, 255, 0, 255]))
        #expect(image.pixel(54, 54, is: [0, 0, 0, 255]))
    }

    @Test func alphaBlendsOverWhatIsBeneath() throws {
        let scene = scene([square(CGColor(red: 0, green: 1, blue: 0, alpha: 0.5))])
        UIApplication.shared.advance(by: 1.5)
        #expect(try #require(scene.image()).pixel(50, 50, is: [0, 128, 0, 255]))
    }

    @Test func additiveModeAddsColoursAndTheOthersDrawOver() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let scene = scene([square(red), square(blue)]) { $0.renderMode = .additive }
        UIApplication.shared.advance(by: 1.5)
        #expect(try #require(scene.image()).pixel(50, 50, is: [255, 0, 255, 255]))
        scene.emitter.renderMode = .unordered
        #expect(try #require(scene.image()).pixel(50, 50, is: [0, 0, 255, 255]))
        scene.emitter.renderMode = .oldestLast
        // Born together: the tie keeps cell order, and the last drawn (blue) is on top.
        #expect(try #require(scene.image()).pixel(50, 50, is: [0, 0, 255, 255]))
    }

    @Test func aFrameIsTheSameWhicheverFramesCameBefore() throws {
        let cell = EmitterScene.cell(birthRate: 30, lifetime: 1) {
            $0.contents = EmitterScene.square(side: 6)
            $0.velocity = 60
            $0.velocityRange = 20
            $0.emissionRange = 2 * .pi
            $0.spinRange = 3
            $0.scaleRange = 0.5
            $0.redRange = 0.5
            $0.yAcceleration = 30
        }
        let scene = scene([cell])
        let direct = try #require(scene.image(atTime: 1.3))
        let later = try #require(scene.image(atTime: 1.4))
        #expect(CGImage.changedRegion(from: direct, to: later) != nil)
        var stepped: [CGImage] = []
        for _ in 0..<78 {
            UIApplication.shared.advance(by: 1.0 / 60)
            stepped.append(try #require(scene.image()))
        }
        let again = try #require(scene.image(atTime: 1.3))
        #expect(CGImage.changedRegion(from: direct, to: again) == nil)
        #expect(scene.particles.count == scene.emitter.particles(atMediaTime: 1.3).count)
        let lit = (0..<100).flatMap { y in (0..<100).map { (x: $0, y: y) } }.filter {
            !direct.pixel($0.x, $0.y, is: [0, 0, 0, 255])
        }
        #expect(lit.count > 100)
    }
}
