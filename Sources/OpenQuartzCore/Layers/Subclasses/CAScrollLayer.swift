import Foundation
import OpenCoreGraphics

/// How a `CAScrollLayer` may scroll (Core Animation's `CAScrollLayerScrollMode`).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers, scrolled by changing its bounds' origin (Core Animation's
/// `CAScrollLayer`). It clips to its bounds, and `scroll(to:)` moves the origin only along the axes its
/// `scrollMode` allows. As on Apple platforms, nothing limits the origin to the sublayers' extent.
@preconcurrency @MainActor
open class CAScrollLayer: CALayer {
    /// The axes `scroll(to:)` moves along (default `.both`).
    public var scrollMode: CAScrollLayerScrollMode = .both

    public required init() {
        super.init()
        masksToBounds = true
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        scrollMode = (layer as? CAScrollLayer)?.scrollMode ?? .both
    }

    /// Moves the bounds' origin to `p`, along the axes `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .horizontally || scrollMode == .both { origin.x = p.x }
        if scrollMode == .vertically || scrollMode == .both { origin.y = p.y }
        bounds.origin = origin
    }

    /// Scrolls as little as possible to make `r` (in the layer's coordinates) visible: its top-left corner
    /// when it is larger than the bounds.
    open func scroll(to r: CGRect) {
        var origin = bounds.origin
        func axis(_ current: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ length: CGFloat) -> CGFloat {
            if maximum - minimum > length || minimum < current { return minimum }
            if maximum > current + length { return maximum - length }
            return current
        }
        origin.x = axis(origin.x, r.minX, r.maxX, bounds.width)
        origin.y = axis(origin.y, r.minY, r.maxY, bounds.height)
        scroll(to: origin)
    }
}

extension CALayer {
    /// Scrolls the nearest `CAScrollLayer` up the tree (this layer included) so that `p`, in this layer's
    /// coordinates, is at its bounds' origin.
    public func scroll(_ p: CGPoint) {
        guard let scroller = nearestScrollLayer else { return }
        scroller.scroll(to: scroller.convert(p, from: self))
    }

    /// Scrolls the nearest `CAScrollLayer` up the tree so that `r`, in this layer's coordinates, is visible.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroller = nearestScrollLayer else { return }
        scroller.scroll(to: scroller.convert(r, from: self))
    }

    /// The rectangle of this layer visible through the nearest `CAScrollLayer` up the tree, in this layer's
    /// coordinates (its bounds when there is none).
    public var visibleRect: CGRect {
        guard let scroller = nearestScrollLayer else { return bounds }
        return convert(scroller.bounds, from: scroller).intersection(bounds)
    }

    private var nearestScrollLayer: CAScrollLayer? {
        var layer: CALayer? = self
        while let current = layer {
            if let scroller = current as? CAScrollLayer { return scroller }
            layer = current.superlayer
        }
        return nil
    }
}
