import Foundation

/// Where on the emitter shape particles are born (Core Animation's `CAEmitterLayerEmitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// At the shape's points: the ends of a line, the corners of a rectangle or cuboid, the centre of a
    /// point, circle or sphere.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On the outline: along a line, on a rectangle's or circle's edge, a cuboid's edges, a sphere's surface.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// On the surface: inside a rectangle or circle (flat shapes), on a cuboid's faces or a sphere's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Inside the shape (the default): inside a rectangle, circle, cuboid or sphere; along a line.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}
