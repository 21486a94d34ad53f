import Foundation
import OpenCoreGraphics

/// A layer that draws its sublayers several times, each copy transformed, delayed and tinted relative to
/// the previous one (Core Animation's `CAReplicatorLayer`). Defaults are Apple's: one instance, identity
/// transform, no delay, white instance colour, zero offsets.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    struct ReplicatorState {
        var instanceCount = 1
        var preservesDepth = false
        var instanceDelay: CFTimeInterval = 0
        var instanceTransform = CATransform3DIdentity
        var instanceColor: CGColor? = .white
        var instanceRedOffset: Float = 0
        var instanceGreenOffset: Float = 0
        var instanceBlueOffset: Float = 0
        var instanceAlphaOffset: Float = 0
    }

    var replicatorState = ReplicatorState()

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CAReplicatorLayer { replicatorState = source.replicatorState }
    }

    /// How many copies are drawn, the original included; a negative count is reported and ignored.
    public var instanceCount: Int {
        get { replicatorState.instanceCount }
        set {
            guard newValue >= 0 else {
                Diagnostics.report(
                    .invalidArgument, .warning, "CAReplicatorLayer instanceCount must not be negative; got \(newValue)")
                return
            }
            assign(\CAReplicatorLayer.replicatorState.instanceCount, newValue, key: "instanceCount")
        }
    }

    public var preservesDepth: Bool {
        get { replicatorState.preservesDepth }
        set { assign(\CAReplicatorLayer.replicatorState.preservesDepth, newValue, key: "preservesDepth") }
    }

    /// The delay between the animations of consecutive instances.
    public var instanceDelay: CFTimeInterval {
        get { replicatorState.instanceDelay }
        set { assign(\CAReplicatorLayer.replicatorState.instanceDelay, newValue, key: "instanceDelay") }
    }

    /// The transform of each instance relative to the previous one.
    public var instanceTransform: CATransform3D {
        get { replicatorState.instanceTransform }
        set { assign(\CAReplicatorLayer.replicatorState.instanceTransform, newValue, key: "instanceTransform") }
    }

    /// The colour the first instance is multiplied by.
    public var instanceColor: CGColor? {
        get { replicatorState.instanceColor }
        set { assign(\CAReplicatorLayer.replicatorState.instanceColor, newValue, key: "instanceColor") }
    }

    public var instanceRedOffset: Float {
        get { replicatorState.instanceRedOffset }
        set { assign(\CAReplicatorLayer.replicatorState.instanceRedOffset, newValue, key: "instanceRedOffset") }
    }

    public var instanceGreenOffset: Float {
        get { replicatorState.instanceGreenOffset }
        set { assign(\CAReplicatorLayer.replicatorState.instanceGreenOffset, newValue, key: "instanceGreenOffset") }
    }

    public var instanceBlueOffset: Float {
        get { replicatorState.instanceBlueOffset }
        set { assign(\CAReplicatorLayer.replicatorState.instanceBlueOffset, newValue, key: "instanceBlueOffset") }
    }

    public var instanceAlphaOffset: Float {
        get { replicatorState.instanceAlphaOffset }
        set { assign(\CAReplicatorLayer.replicatorState.instanceAlphaOffset, newValue, key: "instanceAlphaOffset") }
    }

    static let replicatorProperties = baseProperties.merging([
        "instanceCount": .stored(\CAReplicatorLayer.instanceCount, .opaque, animatable: false),
        "preservesDepth": .stored(\CAReplicatorLayer.preservesDepth, .bool, animatable: false),
        "instanceDelay": .stored(\CAReplicatorLayer.instanceDelay, .double),
        "instanceTransform": .stored(\CAReplicatorLayer.instanceTransform, .transform3D),
        "instanceColor": .stored(\CAReplicatorLayer.instanceColor, .color),
        "instanceRedOffset": .stored(\CAReplicatorLayer.instanceRedOffset, .float),
        "instanceGreenOffset": .stored(\CAReplicatorLayer.instanceGreenOffset, .float),
        "instanceBlueOffset": .stored(\CAReplicatorLayer.instanceBlueOffset, .float),
        "instanceAlphaOffset": .stored(\CAReplicatorLayer.instanceAlphaOffset, .float),
    ]) { _, new in new }

    override package class var propertyTable: [String: LayerProperty] { replicatorProperties }
}
