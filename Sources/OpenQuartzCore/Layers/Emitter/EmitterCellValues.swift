import Foundation
import OpenCoreGraphics

/// The numeric properties of a `CAEmitterCell`, with Core Animation's defaults (everything 0 but the scale,
/// the contents scale and no colour spread or change).
struct EmitterCellValues: Sendable, Hashable {
    var birthRate: Float = 0
    var lifetime: Float = 0
    var lifetimeRange: Float = 0
    var velocity: CGFloat = 0
    var velocityRange: CGFloat = 0
    var emissionLongitude: CGFloat = 0
    var emissionLatitude: CGFloat = 0
    var emissionRange: CGFloat = 0
    var xAcceleration: CGFloat = 0
    var yAcceleration: CGFloat = 0
    var zAcceleration: CGFloat = 0
    var scale: CGFloat = 1
    var scaleRange: CGFloat = 0
    var scaleSpeed: CGFloat = 0
    var spin: CGFloat = 0
    var spinRange: CGFloat = 0
    var contentsScale: CGFloat = 1
    /// Red, green, blue and alpha spreads.
    var colorRanges: [Float] = [0, 0, 0, 0]
    /// Red, green, blue and alpha changes per second.
    var colorSpeeds: [Float] = [0, 0, 0, 0]
}
