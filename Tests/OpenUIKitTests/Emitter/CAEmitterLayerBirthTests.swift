import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// How many particles an emitter has: births at the product of the layer's and the cell's `birthRate`
/// (CAEmitterLayer.h: the layer's value multiplies the cells'), the k-th at k / rate seconds, deaths at the
/// end of each lifetime, and the cell's own timing.
@MainActor
@Suite(.freshApplication) struct CAEmitterLayerBirthTests {
    @Test func countIsTheBirthsSoFar() {
        let scene = EmitterScene([EmitterScene.cell(birthRate: 10)])
        UIApplication.shared.advance(by: 1.3)
        #expect(scene.particles.count == Int((10 * 1.3).rounded(.down)))
        #expect(scene.particles.map(\.index) == Array(1...13))
        let births: [Double] = (1...13).map { Double($0) / 10 }
        #expect(scene.particles.map(\.birthTime) == births)
    }

    @Test func theLayerBirthRateMultipliesTheCells() {
        let scene = EmitterScene([EmitterScene.cell(birthRate: 10)]) { $0.birthRate = 2.5 }
        UIApplication.shared.advance(by: 1.3)
        #expect(scene.particles.count == Int((2.5 * 10 * 1.3).rounded(.down)))
    }

    @Test func particlesDieAtTheEndOfTheirLifetime() {
        let scene = EmitterScene([EmitterScene.cell(birthRate: 10, lifetime: 0.5)])
        UIApplication.shared.advance(by: 1.25)
        let born = Int((10 * 1.25).rounded(.down))
        let alive = (1...born).filter { 1.25 - Double($0) / 10 < 0.5 }
        #expect(scene.particles.map(\.index) == alive)
        #expect(alive == [8, 9, 10, 11, 12])
    }

    @Test func theLayerLifetimeMultipliesTheCells() {
        let scene = EmitterScene([EmitterScene.cell(birthRate: 10, lifetime: 0.5)]) { $0.lifetime = 2 }
        UIApplication.shared.advance(by: 1.25)
        #expect(scene.particles.map(\.index) == (1...12).filter { 1.25 - Double($0) / 10 < 1 })
        #expect(scene.particles.allSatisfy { $0.lifetime == 1 })
    }

    @Test func aDisabledCellEmitsNothing() {
        let scene = EmitterScene([EmitterScene.cell(birthRate: 10) { $0.isEnabled = false }])
        UIApplication.shared.advance(by: 1)
        #expect(scene.particles.isEmpty)
    }

    @Test func aCellEmitsOnlyInItsActiveTime() {
        let cell = EmitterScene.cell(birthRate: 10) {
            $0.beginTime = 0.5
            $0.duration = 0.45
        }
        let scene = EmitterScene([cell])
        UIApplication.shared.advance(by: 0.7)
        let births: [Double] = [1, 2].map { 0.5 + Double($0) / 10 }
        #expect(scene.particles.map(\.birthTime) == births)
        UIApplication.shared.advance(by: 1.3)
        // Births at 0.5 + k/10 up to 0.5 + 0.45: four.
        #expect(scene.particles.count == Int((10 * 0.45).rounded(.down)))
    }

    @Test func aCellSpeedRunsBirthsAndLivesFaster() {
        let cell = EmitterScene.cell(birthRate: 5) {
            $0.speed = 2
            $0.velocity = 10
        }
        let scene = EmitterScene([cell])
        UIApplication.shared.advance(by: 1)
        let particles = scene.particles
        #expect(particles.count == 10)
        for particle in particles {
            let age = (1 - Double(particle.index) / 10) * 2
            #expect(abs(particle.age - age) < 1e-9)
            #expect(abs(Double(particle.position.x) - 10 * age) < 1e-9)
        }
    }

    @Test func birthRateZeroStopsBirthsAndTheLivingLiveOn() {
        let scene = EmitterScene([EmitterScene.cell(birthRate: 10, lifetime: 1.5)])
        UIApplication.shared.advance(by: 1)
        CATransaction.setDisableActions(true)
        scene.emitter.birthRate = 0
        UIApplication.shared.advance(by: 0.4)
        #expect(scene.particles.map(\.index) == Array(1...10))
        UIApplication.shared.advance(by: 0.35)
        // At 1.75 s the particles born at 0.1 and 0.2 s have lived their 1.5 s.
        #expect(scene.particles.map(\.index) == Array(3...10))
    }

    @Test func anAnimatedBirthRateIntegratesTheRate() {
        let scene = EmitterScene([EmitterScene.cell(birthRate: 1)])
        CATransaction.setDisableActions(true)
        scene.emitter.birthRate = 0
        let ramp = CABasicAnimation(keyPath: "birthRate")
        ramp.fromValue = 10
        ramp.toValue = 5
        ramp.duration = 1
        ramp.timingFunction = CAMediaTimingFunction(name: .linear)
        scene.emitter.add(ramp, forKey: "ramp")
        UIApplication.shared.advance(by: 0.5)
        // The rate 10 − 5t integrates to 10t − 2.5t²: 4.375 births by 0.5 s, 7.5 by 1 s, none after.
        #expect(scene.particles.count == 4)
        UIApplication.shared.advance(by: 2)
        #expect(scene.emitter.animation(forKey: "ramp") == nil)
        #expect(scene.particles.count == 7)
        let first = scene.particles[0].birthTime
        // 10t − 2.5t² = 1 at t = 2 − √(4 − 0.4).
        #expect(abs(first - (2 - (4 - 0.4).squareRoot())) < 1e-3)
    }

    @Test func negativeOrNonFiniteValuesAreReportedAndIgnored() {
        let cell = CAEmitterCell()
        let layer = CAEmitterLayer()
        let reports = Diagnostics.capture {
            layer.birthRate = -1
            layer.lifetime = .nan
            layer.emitterPosition = CGPoint(x: CGFloat.infinity, y: 0)
            cell.birthRate = -2
            cell.lifetime = -1
            cell.velocity = .nan
            cell.duration = -1
        }
        #expect(reports.map(\.code) == Array(repeating: .invalidArgument, count: 6) + [.invalidTiming])
        #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.emitterPosition == .zero)
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.velocity == 0 && cell.duration == 0)
    }
}
