import Foundation

/// The shape particles are born on (Core Animation's `CAEmitterLayerEmitterShape`), centred on the layer's
/// `emitterPosition` and `emitterZPosition` and sized by `emitterSize` and `emitterDepth` as each constant's
/// documentation says.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A single point at the emitter position (the default).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A line from (x − width/2, y, z) to (x + width/2, y, z).
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle with corners (x − width/2, y − height/2, z) and (x + width/2, y + height/2, z).
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A cuboid with corners (x − width/2, y − height/2, z − depth/2) and (x + width/2, y + height/2, z + depth/2).
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle in the layer's plane centred on the emitter position, of radius `emitterSize.width`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere centred on the emitter position, of radius `emitterSize.width`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}
