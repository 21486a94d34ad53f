import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A particle's state at its age in closed form (CAEmitterCell.h): position p + v·a + ½·acc·a², scale,
/// spin and colour changing at their speeds, the layer's multipliers, and sub-cells emitted from particles.
@MainActor
@Suite(.freshApplication) struct CAEmitterLayerMotionTests {
    @Test func aPointEmitterMovesParticlesAtTheirVelocity() throws {
        let cell = EmitterScene.cell(birthRate: 1) {
            $0.velocity = 50
            $0.emissionLongitude = .pi / 3
        }
        let scene = EmitterScene([cell]) { $0.emitterPosition = CGPoint(x: 30, y: 40) }
        UIApplication.shared.advance(by: 1.3)
        let particle = try #require(scene.particles.first)
        let age = 1.3 - 1.0
        #expect(abs(particle.age - age) < 1e-12)
        #expect(abs(Double(particle.position.x) - (30 + 50 * cos(Double.pi / 3) * age)) < 1e-9)
        #expect(abs(Double(particle.position.y) - (40 + 50 * sin(Double.pi / 3) * age)) < 1e-9)
    }

    @Test func theLayerVelocityMultipliesTheCells() throws {
        let cell = EmitterScene.cell(birthRate: 1) { $0.velocity = 50 }
        let scene = EmitterScene([cell]) { $0.velocity = 3 }
        UIApplication.shared.advance(by: 1.5)
        let particle = try #require(scene.particles.first)
        #expect(abs(Double(particle.position.x) - 3 * 50 * 0.5) < 1e-9)
    }

    @Test func anAnimatedEmitterPositionMovesTheBirthPoint() {
        let scene = EmitterScene([EmitterScene.cell(birthRate: 4)])
        CATransaction.setDisableActions(true)
        scene.emitter.emitterPosition = CGPoint(x: 100, y: 0)
        let move = CABasicAnimation(keyPath: "emitterPosition")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 0)
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        scene.emitter.add(move, forKey: "move")
        UIApplication.shared.advance(by: 1.5)
        // Births every 0.25 s: while the position runs linearly from 0 to 100 over 1 s, then at the model's 100.
        let expected: [Double] = [25, 50, 75, 100, 100, 100]
        let particles = scene.particles
        #expect(particles.count == expected.count)
        for (particle, x) in zip(particles, expected) {
            #expect(abs(Double(particle.position.x) - x) < 1e-4)
        }
        #expect(scene.emitter.animation(forKey: "move") == nil)
    }

    @Test func accelerationAddsHalfATimesAgeSquared() throws {
        let cell = EmitterScene.cell(birthRate: 1) {
            $0.velocity = 20
            $0.emissionLongitude = .pi
            $0.xAcceleration = 10
            $0.yAcceleration = 40
            $0.zAcceleration = -8
        }
        let scene = EmitterScene([cell]) {
            $0.emitterPosition = CGPoint(x: 50, y: 10)
            $0.emitterZPosition = 5
        }
        UIApplication.shared.advance(by: 1.75)
        let particle = try #require(scene.particles.first)
        let a = 0.75
        #expect(abs(Double(particle.position.x) - (50 + 20 * cos(Double.pi) * a + 0.5 * 10 * a * a)) < 1e-9)
        #expect(abs(Double(particle.position.y) - (10 + 20 * sin(Double.pi) * a + 0.5 * 40 * a * a)) < 1e-9)
        #expect(abs(Double(particle.zPosition) - (5 + 0.5 * -8 * a * a)) < 1e-9)
    }

    @Test func scaleSpinAndColourChangeAtTheirSpeeds() throws {
        let cell = EmitterScene.cell(birthRate: 1) {
            $0.scale = 0.5
            $0.scaleSpeed = 0.2
            $0.spin = 2
            $0.color = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 1)
            $0.redSpeed = -0.5
            $0.greenSpeed = 1
            $0.blueSpeed = 0.25
            $0.alphaSpeed = -0.4
        }
        let scene = EmitterScene([cell]) {
            $0.scale = 2
            $0.spin = 0.5
        }
        UIApplication.shared.advance(by: 1.9)
        let particle = try #require(scene.particles.first)
        let a = 0.9
        #expect(abs(Double(particle.scale) - (0.5 + 0.2 * a) * 2) < 1e-6)
        #expect(abs(Double(particle.rotation) - 2 * 0.5 * a) < 1e-6)
        let expected = [1 - 0.5 * a, min(0.5 + a, 1), 0.25 + 0.25 * a, 1 - 0.4 * a]
        for (value, wanted) in zip(particle.color, expected) {
            #expect(abs(Double(value) - wanted) < 1e-6)
        }
    }

    @Test func rangesSpreadValuesWithinTheirBounds() {
        let cell = EmitterScene.cell(birthRate: 50) {
            $0.lifetime = 10
            $0.lifetimeRange = 2
            $0.velocity = 100
            $0.velocityRange = 20
            $0.emissionRange = .pi / 2
            $0.scaleRange = 0.25
            $0.alphaRange = 0.3
            $0.color = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        }
        let scene = EmitterScene([cell]) { $0.emitterPosition = CGPoint(x: 50, y: 50) }
        UIApplication.shared.advance(by: 1)
        let particles = scene.particles
        #expect(particles.count == 50)
        for particle in particles {
            #expect(particle.lifetime >= 8 && particle.lifetime <= 12)
            #expect(particle.scale >= 0.75 && particle.scale <= 1.25)
            #expect(particle.color[3] >= 0.2 && particle.color[3] <= 0.8)
            let dx = Double(particle.position.x) - 50, dy = Double(particle.position.y) - 50
            guard particle.age > 0 else { continue }
            let speed = hypot(dx, dy) / particle.age
            #expect(speed >= 80 - 1e-6 && speed <= 120 + 1e-6)
            #expect(abs(atan2(dy, dx)) <= .pi / 4 + 1e-9)
        }
        #expect(Set(particles.map(\.lifetime)).count == 50)
    }

    @Test func subCellsAreEmittedFromTheirParticlesWhileTheyLive() {
        let spark = EmitterScene.cell("spark", birthRate: 4)
        let rocket = EmitterScene.cell("rocket", birthRate: 1, lifetime: 1.1) {
            $0.velocity = 100
            $0.emitterCells = [spark]
        }
        let scene = EmitterScene([rocket]) { $0.emitterPosition = CGPoint(x: 10, y: 20) }
        UIApplication.shared.advance(by: 2.6)
        let particles = scene.particles
        // Rocket 1 (born 1.0) died at 2.1 after four sparks (ages 0.25 … 1.0); rocket 2 (born 2.0, age 0.6)
        // lives and has made two.
        #expect(particles.filter { $0.cellName == "rocket" }.map(\.birthTime) == [2.0])
        let sparks = particles.filter { $0.cellName == "spark" }
        #expect(sparks.map(\.birthTime) == [1.25, 1.5, 1.75, 2.0, 2.25, 2.5])
        // Each spark starts where its rocket was when it was born: at the rocket's age 0.25, 0.5, 0.75, 1.
        let parentAges = [0.25, 0.5, 0.75, 1, 0.25, 0.5]
        for (spark, parentAge) in zip(sparks, parentAges) {
            #expect(abs(Double(spark.position.x) - (10 + 100 * parentAge)) < 1e-9)
            #expect(spark.position.y == 20)
            #expect(abs(spark.age - (2.6 - spark.birthTime)) < 1e-9)
        }
    }
}
