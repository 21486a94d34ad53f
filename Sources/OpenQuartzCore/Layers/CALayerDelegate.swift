import Foundation
import OpenCoreGraphics

/// The object that provides a layer's content and actions (Core Animation's `CALayerDelegate`). Every
/// method is optional, through default implementations.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Provides the layer's content (instead of drawing).
    func display(_ layer: CALayer)
    /// Called before the layer draws, when its content is about to be recomputed.
    func layerWillDraw(_ layer: CALayer)
    /// Draws the layer's content (called by the default `draw(in:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers (instead of `layoutSublayers`' default).
    func layoutSublayers(of layer: CALayer)
    /// The action for a key: an object to run, `NSNull()` for no action, or nil to continue the search.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// Whether the delegate implements ``display(_:)`` (Swift cannot ask `responds(to:)`).
    var providesLayerDisplay: Bool { get }
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    public var providesLayerDisplay: Bool { false }
}
