import Foundation

/// Where a particle is born on the emitter's shape in its mode, from four uniform random values, in the
/// layer's coordinates (z towards the viewer). Uniform by length, area or volume where the mode spreads
/// births; the constants' documentation gives each shape's extent.
enum EmitterShapePlacement {
    static func position(
        for parameters: EmitterParameters, _ u: (Double, Double, Double, Double)
    ) -> SIMD3<Double> {
        let centre = SIMD3(
            Double(parameters.emitterPosition.x), Double(parameters.emitterPosition.y),
            Double(parameters.emitterZPosition))
        let w = Double(parameters.emitterSize.width), h = Double(parameters.emitterSize.height)
        let d = Double(parameters.emitterDepth)
        let mode = parameters.emitterMode
        switch parameters.emitterShape {
        case .line:
            let t = mode == .points ? (u.0 < 0.5 ? -0.5 : 0.5) : u.0 - 0.5
            return centre + SIMD3(w * t, 0, 0)
        case .rectangle:
            return centre + box(SIMD3(w, h, 0), mode: mode, flat: true, u)
        case .cuboid:
            return centre + box(SIMD3(w, h, d), mode: mode, flat: false, u)
        case .circle:
            guard mode != .points else { return centre }
            let angle = 2 * Double.pi * u.0
            let radius = mode == .outline ? w : w * u.1.squareRoot()
            return centre + SIMD3(radius * cos(angle), radius * sin(angle), 0)
        case .sphere:
            guard mode != .points else { return centre }
            let angle = 2 * Double.pi * u.0, z = 1 - 2 * u.1, ring = max(0, 1 - z * z).squareRoot()
            let radius = mode == .volume ? w * cbrt(u.2) : w
            return centre + radius * SIMD3(ring * cos(angle), ring * sin(angle), z)
        default:
            return centre
        }
    }

    /// A point of a box of `size` centred on the origin: a corner, on an edge, on a face or inside. A flat
    /// box (a rectangle) has its surface inside and its outline on its four edges.
    private static func box(
        _ size: SIMD3<Double>, mode: CAEmitterLayerEmitterMode, flat: Bool, _ u: (Double, Double, Double, Double)
    ) -> SIMD3<Double> {
        let half = size / 2
        let corner = SIMD3(u.0 < 0.5 ? -1.0 : 1, u.1 < 0.5 ? -1.0 : 1, u.2 < 0.5 ? -1.0 : 1)
        let inside = SIMD3(u.0 - 0.5, u.1 - 0.5, u.2 - 0.5) * size
        switch mode {
        case .points:
            return corner * half
        case .outline:
            // An edge chosen by length (x-, y- or z-parallel), placed at a random corner of the other axes.
            let lengths = flat ? SIMD3(size.x, size.y, 0) * 2 : size * 4
            let axis = pick(u.3, weights: lengths)
            var point = corner * half
            point[axis] = inside[axis]
            return point
        case .surface where !flat:
            // A face chosen by area (the two faces across x, y or z), on one side or the other.
            let areas = SIMD3(size.y * size.z, size.x * size.z, size.x * size.y)
            let axis = pick(u.3, weights: areas)
            var point = inside
            point[axis] = corner[axis] * half[axis]
            return point
        default:
            return inside
        }
    }

    /// The axis 0, 1 or 2 whose share of `weights` contains `u` (0 when all weights are 0).
    private static func pick(_ u: Double, weights: SIMD3<Double>) -> Int {
        let total = weights.sum()
        guard total > 0 else { return 0 }
        let target = u * total
        return target < weights.x ? 0 : target < weights.x + weights.y ? 1 : 2
    }
}
