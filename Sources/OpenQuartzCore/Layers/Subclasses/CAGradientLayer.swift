import Foundation
import OpenCoreGraphics

/// The geometry of a gradient (Core Animation's `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on `startPoint` whose edge passes through `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting toward `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a colour gradient (Core Animation's `CAGradientLayer`). Points are in the unit
/// coordinate space of the bounds; defaults are Apple's: from (0.5, 0) to (0.5, 1), axial, evenly spaced
/// stops when `locations` is nil.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    struct GradientState {
        var colors: [Any]?
        var locations: [NSNumber]?
        var startPoint = CGPoint(x: 0.5, y: 0)
        var endPoint = CGPoint(x: 0.5, y: 1)
        var type = CAGradientLayerType.axial
    }

    var gradientState = GradientState()

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CAGradientLayer { gradientState = source.gradientState }
    }

    /// The stop colours, `CGColor`s.
    public var colors: [Any]? {
        get { gradientState.colors }
        set { assign(\CAGradientLayer.gradientState.colors, newValue, key: "colors") }
    }

    /// The stop positions, 0…1, one per colour; nil spaces them evenly.
    public var locations: [NSNumber]? {
        get { gradientState.locations }
        set { assign(\CAGradientLayer.gradientState.locations, newValue, key: "locations") }
    }

    public var startPoint: CGPoint {
        get { gradientState.startPoint }
        set { assign(\CAGradientLayer.gradientState.startPoint, newValue, key: "startPoint") }
    }

    public var endPoint: CGPoint {
        get { gradientState.endPoint }
        set { assign(\CAGradientLayer.gradientState.endPoint, newValue, key: "endPoint") }
    }

    public var type: CAGradientLayerType {
        get { gradientState.type }
        set { assign(\CAGradientLayer.gradientState.type, newValue, key: "type") }
    }

    static let gradientProperties = baseProperties.merging([
        "colors": LayerProperty(
            kind: .colorArray, isAnimatable: true,
            get: { ($0 as! CAGradientLayer).colors?.compactMap { $0 as? CGColor } },
            set: { layer, value in
                guard value == nil || value is [CGColor] else { return false }
                (layer as! CAGradientLayer).colors = value as? [CGColor]
                return true
            }),
        "locations": .numbers(\CAGradientLayer.locations),
        "startPoint": .stored(\CAGradientLayer.startPoint, .point),
        "endPoint": .stored(\CAGradientLayer.endPoint, .point),
        "type": .stored(\CAGradientLayer.type, .opaque, animatable: false),
    ]) { _, new in new }

    override package class var propertyTable: [String: LayerProperty] { gradientProperties }
}
