import Foundation
import OpenCoreGraphics

/// The values of a `CAEmitterLayer` that decide where and how particles are born, with Core Animation's
/// defaults. A particle takes them as they were at its birth, so the layer keeps their history.
struct EmitterParameters: Sendable, Hashable {
    var emitterPosition = CGPoint.zero
    var emitterZPosition: CGFloat = 0
    var emitterSize = CGSize.zero
    var emitterDepth: CGFloat = 0
    var emitterShape = CAEmitterLayerEmitterShape.point
    var emitterMode = CAEmitterLayerEmitterMode.volume
    var birthRate: Float = 1
    var lifetime: Float = 1
    var velocity: Float = 1
    var scale: Float = 1
    var spin: Float = 1
}
