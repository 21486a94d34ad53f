import Foundation
import OpenCoreGraphics

/// A layer that draws a path (Core Animation's `CAShapeLayer`). Defaults are Apple's: opaque black fill,
/// no stroke, line width 1, miter joins with limit 10, butt caps, the whole path stroked.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    struct ShapeState {
        var path: CGPath?
        var fillColor: CGColor? = .black
        var fillRule = CAShapeLayerFillRule.nonZero
        var strokeColor: CGColor?
        var lineWidth: CGFloat = 1
        var lineCap = CAShapeLayerLineCap.butt
        var lineJoin = CAShapeLayerLineJoin.miter
        var miterLimit: CGFloat = 10
        var lineDashPattern: [NSNumber]?
        var lineDashPhase: CGFloat = 0
        var strokeStart: CGFloat = 0
        var strokeEnd: CGFloat = 1
    }

    var shapeState = ShapeState()

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CAShapeLayer { shapeState = source.shapeState }
    }

    /// The path, in the layer's coordinates. Paths of the same structure interpolate point by point.
    public var path: CGPath? {
        get { shapeState.path }
        set { assign(\CAShapeLayer.shapeState.path, newValue, key: "path") }
    }

    public var fillColor: CGColor? {
        get { shapeState.fillColor }
        set { assign(\CAShapeLayer.shapeState.fillColor, newValue, key: "fillColor") }
    }

    public var fillRule: CAShapeLayerFillRule {
        get { shapeState.fillRule }
        set { assign(\CAShapeLayer.shapeState.fillRule, newValue, key: "fillRule") }
    }

    public var strokeColor: CGColor? {
        get { shapeState.strokeColor }
        set { assign(\CAShapeLayer.shapeState.strokeColor, newValue, key: "strokeColor") }
    }

    public var lineWidth: CGFloat {
        get { shapeState.lineWidth }
        set { assign(\CAShapeLayer.shapeState.lineWidth, newValue, key: "lineWidth") }
    }

    public var lineCap: CAShapeLayerLineCap {
        get { shapeState.lineCap }
        set { assign(\CAShapeLayer.shapeState.lineCap, newValue, key: "lineCap") }
    }

    public var lineJoin: CAShapeLayerLineJoin {
        get { shapeState.lineJoin }
        set { assign(\CAShapeLayer.shapeState.lineJoin, newValue, key: "lineJoin") }
    }

    public var miterLimit: CGFloat {
        get { shapeState.miterLimit }
        set { assign(\CAShapeLayer.shapeState.miterLimit, newValue, key: "miterLimit") }
    }

    /// Dash lengths, alternating painted and unpainted; nil for a solid line.
    public var lineDashPattern: [NSNumber]? {
        get { shapeState.lineDashPattern }
        set { assign(\CAShapeLayer.shapeState.lineDashPattern, newValue, key: "lineDashPattern") }
    }

    public var lineDashPhase: CGFloat {
        get { shapeState.lineDashPhase }
        set { assign(\CAShapeLayer.shapeState.lineDashPhase, newValue, key: "lineDashPhase") }
    }

    /// Where stroking starts, as a fraction of the path's length (0…1).
    public var strokeStart: CGFloat {
        get { shapeState.strokeStart }
        set { assign(\CAShapeLayer.shapeState.strokeStart, newValue, key: "strokeStart") }
    }

    /// Where stroking ends, as a fraction of the path's length (0…1).
    public var strokeEnd: CGFloat {
        get { shapeState.strokeEnd }
        set { assign(\CAShapeLayer.shapeState.strokeEnd, newValue, key: "strokeEnd") }
    }

    static let shapeProperties = baseProperties.merging([
        "path": .stored(\CAShapeLayer.path, .path),
        "fillColor": .stored(\CAShapeLayer.fillColor, .color),
        "fillRule": .stored(\CAShapeLayer.fillRule, .opaque, animatable: false),
        "strokeColor": .stored(\CAShapeLayer.strokeColor, .color),
        "lineWidth": .stored(\CAShapeLayer.lineWidth, .cgFloat),
        "lineCap": .stored(\CAShapeLayer.lineCap, .opaque, animatable: false),
        "lineJoin": .stored(\CAShapeLayer.lineJoin, .opaque, animatable: false),
        "miterLimit": .stored(\CAShapeLayer.miterLimit, .cgFloat),
        "lineDashPattern": .numbers(\CAShapeLayer.lineDashPattern),
        "lineDashPhase": .stored(\CAShapeLayer.lineDashPhase, .cgFloat),
        "strokeStart": .stored(\CAShapeLayer.strokeStart, .cgFloat),
        "strokeEnd": .stored(\CAShapeLayer.strokeEnd, .cgFloat),
    ]) { _, new in new }

    override package class var propertyTable: [String: LayerProperty] { shapeProperties }
}
