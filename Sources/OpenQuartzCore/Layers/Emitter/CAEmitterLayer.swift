import Foundation
import OpenCoreGraphics

/// A layer that emits, moves and draws particles (Core Animation's `CAEmitterLayer`): each of its
/// `emitterCells` gives birth to particles on the emitter shape, which then live, move, spin, scale and
/// change colour as their cell says.
///
/// The layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply those of every cell, as
/// CAEmitterLayer.h says. All numeric emitter properties but `seed` are animatable through the usual
/// animation path, and a particle takes the values of its birth time: animating `birthRate` to 0 stops
/// births and lets the living particles finish their lives; animating `emitterPosition` moves where new
/// particles are born.
///
/// Deliberate differences: particles are a function of the time alone — the emitter's local time since the
/// layer's first commit, its `seed` and the history of its properties — so a frame at a time is the same
/// image whichever frames were drawn before; Apple simulates step by step and publishes no random generator
/// (see `ParticleRandom` in the architecture notes). Particles are drawn in the layer's plane (`preservesDepth`
/// only orders `backToFront`), sampled bilinearly whatever the cell's filters, and at most 20 000 of each
/// cell are alive at once (the newest). Bad values (NaN, a negative `birthRate` or `lifetime`) are reported
/// through the diagnostics channel and ignored.
@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
    struct EmitterState {
        var parameters = EmitterParameters()
        var emitterCells: [CAEmitterCell]?
        var renderMode = CAEmitterLayerRenderMode.unordered
        var preservesDepth = false
        var seed: UInt32 = 0
    }

    var emitterState = EmitterState()
    var emission = EmissionRecord()

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CAEmitterLayer {
            emitterState = source.emitterState
            emission = source.emission
        }
    }

    /// The cells whose particles the layer emits (nil by default).
    public var emitterCells: [CAEmitterCell]? {
        get { emitterState.emitterCells }
        set { assign(\CAEmitterLayer.emitterState.emitterCells, newValue, key: "emitterCells") }
    }

    /// Particles born per second are the cells' birth rates times this (1 by default); 0 stops births.
    public var birthRate: Float {
        get { emitterState.parameters.birthRate }
        set { setParameter(\.birthRate, newValue, key: "birthRate", nonNegative: true) }
    }

    /// Multiplies the lifetime of the particles born from now on (1 by default).
    public var lifetime: Float {
        get { emitterState.parameters.lifetime }
        set { setParameter(\.lifetime, newValue, key: "lifetime", nonNegative: true) }
    }

    /// The centre of the emitter shape in the layer's coordinates ((0, 0) by default).
    public var emitterPosition: CGPoint {
        get { emitterState.parameters.emitterPosition }
        set { setParameter(\.emitterPosition, newValue, key: "emitterPosition") }
    }

    /// The z coordinate of the centre of the emitter shape (0 by default).
    public var emitterZPosition: CGFloat {
        get { emitterState.parameters.emitterZPosition }
        set { setParameter(\.emitterZPosition, newValue, key: "emitterZPosition") }
    }

    /// The size of the emitter shape (zero by default); each shape uses the parts its documentation names.
    public var emitterSize: CGSize {
        get { emitterState.parameters.emitterSize }
        set { setParameter(\.emitterSize, newValue, key: "emitterSize") }
    }

    /// The depth of a cuboid emitter shape (0 by default).
    public var emitterDepth: CGFloat {
        get { emitterState.parameters.emitterDepth }
        set { setParameter(\.emitterDepth, newValue, key: "emitterDepth") }
    }

    /// The shape particles are born on (`point` by default).
    public var emitterShape: CAEmitterLayerEmitterShape {
        get { emitterState.parameters.emitterShape }
        set { setParameter(\.emitterShape, newValue, key: "emitterShape") }
    }

    /// Where on the shape particles are born (`volume` by default).
    public var emitterMode: CAEmitterLayerEmitterMode {
        get { emitterState.parameters.emitterMode }
        set { setParameter(\.emitterMode, newValue, key: "emitterMode") }
    }

    /// The order and compositing of the particles (`unordered` by default).
    public var renderMode: CAEmitterLayerRenderMode {
        get { emitterState.renderMode }
        set { assign(\CAEmitterLayer.emitterState.renderMode, newValue, key: "renderMode") }
    }

    /// Whether particles live in the superlayer's 3D space instead of the layer's plane (false by default).
    /// Here it is kept and reported, and particles are drawn flattened either way.
    public var preservesDepth: Bool {
        get { emitterState.preservesDepth }
        set { assign(\CAEmitterLayer.emitterState.preservesDepth, newValue, key: "preservesDepth") }
    }

    /// Multiplies the initial speed of the particles born from now on (1 by default).
    public var velocity: Float {
        get { emitterState.parameters.velocity }
        set { setParameter(\.velocity, newValue, key: "velocity") }
    }

    /// Multiplies the scale of the particles born from now on (1 by default).
    public var scale: Float {
        get { emitterState.parameters.scale }
        set { setParameter(\.scale, newValue, key: "scale") }
    }

    /// Multiplies the spin of the particles born from now on (1 by default).
    public var spin: Float {
        get { emitterState.parameters.spin }
        set { setParameter(\.spin, newValue, key: "spin") }
    }

    /// The seed of the particles' random values (0 by default): equal seeds give equal particles.
    public var seed: UInt32 {
        get { emitterState.seed }
        set { assign(\CAEmitterLayer.emitterState.seed, newValue, key: "seed") }
    }

    static let emitterProperties = baseProperties.merging([
        "emitterCells": .stored(\CAEmitterLayer.emitterCells, .opaque, animatable: false),
        "birthRate": .stored(\CAEmitterLayer.birthRate, .float),
        "lifetime": .stored(\CAEmitterLayer.lifetime, .float),
        "emitterPosition": .stored(\CAEmitterLayer.emitterPosition, .point),
        "emitterZPosition": .stored(\CAEmitterLayer.emitterZPosition, .cgFloat),
        "emitterSize": .stored(\CAEmitterLayer.emitterSize, .size),
        "emitterDepth": .stored(\CAEmitterLayer.emitterDepth, .cgFloat),
        "emitterShape": .stored(\CAEmitterLayer.emitterShape, .opaque, animatable: false),
        "emitterMode": .stored(\CAEmitterLayer.emitterMode, .opaque, animatable: false),
        "renderMode": .stored(\CAEmitterLayer.renderMode, .opaque, animatable: false),
        "preservesDepth": .stored(\CAEmitterLayer.preservesDepth, .bool, animatable: false),
        "velocity": .stored(\CAEmitterLayer.velocity, .float),
        "scale": .stored(\CAEmitterLayer.scale, .float),
        "spin": .stored(\CAEmitterLayer.spin, .float),
        "seed": .stored(\CAEmitterLayer.seed, .opaque, animatable: false),
    ]) { _, new in new }

    override package class var propertyTable: [String: LayerProperty] { emitterProperties }

    /// Writes an emission parameter after checking it, and records the change in the emission's history.
    private func setParameter<T>(
        _ keyPath: WritableKeyPath<EmitterParameters, T>, _ value: T, key: String, nonNegative: Bool = false
    ) {
        let number = (value as? Float).map(Double.init) ?? (value as? CGFloat).map(Double.init)
        let isFinite = number?.isFinite ?? !LayerValueKind.isNonFinite(value)
        guard isFinite, !nonNegative || (number ?? 0) >= 0 else {
            Diagnostics.report(
                .invalidArgument, .warning,
                "CAEmitterLayer \(key) must be finite\(nonNegative ? " and not negative" : ""); got \(value)")
            return
        }
        assign((\CAEmitterLayer.emitterState.parameters).appending(path: keyPath), value, key: key)
        guard !isPresentationCopy else { return }
        emission.record(emitterState.parameters, at: localTime(atMediaTime: CACurrentMediaTime()))
    }
}
