import Foundation

/// A particle's path in closed form: born at `origin` with `velocity`, under constant `acceleration`, it is
/// at `origin + velocity × age + ½ × acceleration × age²`.
struct ParticleMotion {
    var origin: SIMD3<Double>
    var velocity: SIMD3<Double>
    var acceleration: SIMD3<Double>

    func position(at age: Double) -> SIMD3<Double> {
        origin + velocity * age + 0.5 * acceleration * (age * age)
    }
}
