import Foundation

/// How particles are composited into the layer (Core Animation's `CAEmitterLayerRenderMode`). The first
/// four draw with source-over compositing in their order, `additive` adds the particles' colours.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The default. Apple leaves the order unspecified; here cell by cell in `emitterCells` order (each
    /// cell's sub-particles after it), each cell's particles in birth order.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest particles are drawn first, so the newest are on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The oldest particles are drawn last, on top of the newer ones.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Sorted by depth: the farthest particle (smallest z) first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "back_to_front")
    /// Colours are added to what is beneath (in `unordered` order), brightening where particles overlap.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
