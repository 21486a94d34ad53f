import Foundation
import OpenCoreGraphics

/// One kind of particle an emitter layer makes (Core Animation's `CAEmitterCell`): how many are born per
/// second, how long they live, how they move, turn, grow and change colour, and what they look like.
///
/// Each `…Range` property widens its value to a uniform random pick in `value ± range` per particle, and each
/// `…Speed` property changes the value per second of the particle's life, as CAEmitterCell.h describes. A
/// cell's own `emitterCells` are emitted from each of its particles, in the particle's time. The cell's
/// `CAMediaTiming` places its emission on the emitter's time line: it emits from `beginTime` for `duration`
/// seconds (0, the default, emits for ever), and `speed` runs its particles' lives and births faster or
/// slower.
///
/// Bad values get Core Animation's answer through the diagnostics channel: NaN or infinite numbers, and a
/// negative `birthRate` or `lifetime`, are reported and ignored (the property keeps its value).
@preconcurrency @MainActor
open class CAEmitterCell: NSObject, CAMediaTiming {
    var values = EmitterCellValues()
    var timing = MediaTiming()

    public required override init() { super.init() }

    /// A new cell with Core Animation's defaults (as `+emitterCell`).
    public class func emitterCell() -> Self { Self() }

    /// The cell's name, which `emitterCells.<name>.<key>` key paths of the layer use in Core Animation.
    public var name: String?

    /// Whether the cell emits; a disabled cell's particles and sub-cells are not drawn.
    public var isEnabled = true

    /// The cells emitted by this cell's particles, from each particle's position, in its time.
    public var emitterCells: [CAEmitterCell]?

    /// The image each particle draws, a `CGImage` (nil draws nothing, as in Core Animation).
    public var contents: Any?

    /// The part of `contents` shown, in unit coordinates (the whole image by default).
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// Pixels of `contents` per point of particle size (1 by default).
    public var contentsScale: CGFloat {
        get { values.contentsScale }
        set { set(\.contentsScale, newValue, "contentsScale") }
    }

    /// The filter used when a particle is drawn smaller than its image (`linear` by default).
    public var minificationFilter = CALayerContentsFilter.linear.rawValue

    /// The filter used when a particle is drawn larger than its image (`linear` by default).
    public var magnificationFilter = CALayerContentsFilter.linear.rawValue

    /// The bias of the level of detail chosen when minifying with a trilinear filter (0 by default).
    public var minificationFilterBias: Float = 0

    /// The mean particle colour, multiplied into the image (opaque white by default).
    public var color: CGColor? = .white

    // MARK: Birth and life

    /// Particles born per second (multiplied by the layer's `birthRate`); must not be negative.
    public var birthRate: Float {
        get { values.birthRate }
        set { set(\.birthRate, newValue, "birthRate", nonNegative: true) }
    }

    /// The mean lifetime of a particle in seconds (multiplied by the layer's `lifetime`); must not be
    /// negative.
    public var lifetime: Float {
        get { values.lifetime }
        set { set(\.lifetime, newValue, "lifetime", nonNegative: true) }
    }

    /// The spread of the lifetime: each particle lives `lifetime ± lifetimeRange`.
    public var lifetimeRange: Float {
        get { values.lifetimeRange }
        set { set(\.lifetimeRange, newValue, "lifetimeRange") }
    }

    // MARK: Motion

    /// The mean initial speed in points per second (multiplied by the layer's `velocity`).
    public var velocity: CGFloat {
        get { values.velocity }
        set { set(\.velocity, newValue, "velocity") }
    }

    /// The spread of the initial speed.
    public var velocityRange: CGFloat {
        get { values.velocityRange }
        set { set(\.velocityRange, newValue, "velocityRange") }
    }

    /// The direction of emission in the layer's plane, in radians from the x axis (towards y, which points
    /// down on iOS).
    public var emissionLongitude: CGFloat {
        get { values.emissionLongitude }
        set { set(\.emissionLongitude, newValue, "emissionLongitude") }
    }

    /// The angle of the emission direction out of the layer's plane, towards z, in radians.
    public var emissionLatitude: CGFloat {
        get { values.emissionLatitude }
        set { set(\.emissionLatitude, newValue, "emissionLatitude") }
    }

    /// The angle of the cone around the emission direction that particles are spread over uniformly:
    /// directions `emissionLongitude ± emissionRange / 2` (2π emits in every direction of the plane).
    public var emissionRange: CGFloat {
        get { values.emissionRange }
        set { set(\.emissionRange, newValue, "emissionRange") }
    }

    /// The acceleration along x in points per second squared.
    public var xAcceleration: CGFloat {
        get { values.xAcceleration }
        set { set(\.xAcceleration, newValue, "xAcceleration") }
    }

    /// The acceleration along y in points per second squared (positive falls down on iOS).
    public var yAcceleration: CGFloat {
        get { values.yAcceleration }
        set { set(\.yAcceleration, newValue, "yAcceleration") }
    }

    /// The acceleration along z in points per second squared.
    public var zAcceleration: CGFloat {
        get { values.zAcceleration }
        set { set(\.zAcceleration, newValue, "zAcceleration") }
    }

    // MARK: Appearance

    /// The mean size of a particle relative to its image (1 by default; multiplied by the layer's `scale`).
    public var scale: CGFloat {
        get { values.scale }
        set { set(\.scale, newValue, "scale") }
    }

    /// The spread of the scale.
    public var scaleRange: CGFloat {
        get { values.scaleRange }
        set { set(\.scaleRange, newValue, "scaleRange") }
    }

    /// The change of scale per second of life.
    public var scaleSpeed: CGFloat {
        get { values.scaleSpeed }
        set { set(\.scaleSpeed, newValue, "scaleSpeed") }
    }

    /// The mean rotation speed in radians per second (multiplied by the layer's `spin`).
    public var spin: CGFloat {
        get { values.spin }
        set { set(\.spin, newValue, "spin") }
    }

    /// The spread of the rotation speed.
    public var spinRange: CGFloat {
        get { values.spinRange }
        set { set(\.spinRange, newValue, "spinRange") }
    }

    /// The spread of the red component of `color`.
    public var redRange: Float {
        get { values.colorRanges[0] }
        set { set(\.colorRanges[0], newValue, "redRange") }
    }

    /// The spread of the green component of `color`.
    public var greenRange: Float {
        get { values.colorRanges[1] }
        set { set(\.colorRanges[1], newValue, "greenRange") }
    }

    /// The spread of the blue component of `color`.
    public var blueRange: Float {
        get { values.colorRanges[2] }
        set { set(\.colorRanges[2], newValue, "blueRange") }
    }

    /// The spread of the alpha component of `color`.
    public var alphaRange: Float {
        get { values.colorRanges[3] }
        set { set(\.colorRanges[3], newValue, "alphaRange") }
    }

    /// The change of the red component per second of life (components stay within 0…1).
    public var redSpeed: Float {
        get { values.colorSpeeds[0] }
        set { set(\.colorSpeeds[0], newValue, "redSpeed") }
    }

    /// The change of the green component per second of life.
    public var greenSpeed: Float {
        get { values.colorSpeeds[1] }
        set { set(\.colorSpeeds[1], newValue, "greenSpeed") }
    }

    /// The change of the blue component per second of life.
    public var blueSpeed: Float {
        get { values.colorSpeeds[2] }
        set { set(\.colorSpeeds[2], newValue, "blueSpeed") }
    }

    /// The change of the alpha component per second of life: a negative speed fades particles out.
    public var alphaSpeed: Float {
        get { values.colorSpeeds[3] }
        set { set(\.colorSpeeds[3], newValue, "alphaSpeed") }
    }

    // MARK: CAMediaTiming

    /// When the cell starts emitting, in seconds of the emitter's (or the parent particle's) time.
    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { setTiming(\.beginTime, newValue, "beginTime") }
    }

    /// How long the cell emits; 0 (the default) emits for ever.
    public var duration: CFTimeInterval {
        get { timing.duration }
        set { setTiming(\.duration, newValue, "duration", nonNegative: true) }
    }

    /// The rate of the cell's time: births and particle lives run this much faster.
    public var speed: Float {
        get { Float(timing.speed) }
        set { setTiming(\.speed, Double(newValue), "speed") }
    }

    /// An offset of the cell's time.
    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { setTiming(\.timeOffset, newValue, "timeOffset") }
    }

    /// How many times the emission period repeats (with a non-zero `duration`).
    public var repeatCount: Float {
        get { Float(timing.repeatCount) }
        set { setTiming(\.repeatCount, Double(newValue), "repeatCount", nonNegative: true, allowsInfinity: true) }
    }

    /// How long the emission period repeats (with a non-zero `duration`).
    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { setTiming(\.repeatDuration, newValue, "repeatDuration", nonNegative: true, allowsInfinity: true) }
    }

    /// Whether each repetition plays backwards after forwards (no visible effect on emission).
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }

    /// What the cell does outside its active time (emission happens only inside it).
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    // MARK: Validation

    private func set<T: BinaryFloatingPoint>(
        _ keyPath: WritableKeyPath<EmitterCellValues, T>, _ value: T, _ name: String, nonNegative: Bool = false
    ) {
        guard value.isFinite, !nonNegative || value >= 0 else {
            Diagnostics.report(
                .invalidArgument, .warning,
                "CAEmitterCell \(name) must be a finite\(nonNegative ? ", non-negative" : "") number; got \(value)")
            return
        }
        values[keyPath: keyPath] = value
    }

    private func setTiming(
        _ keyPath: WritableKeyPath<MediaTiming, Double>, _ value: Double, _ name: String, nonNegative: Bool = false,
        allowsInfinity: Bool = false
    ) {
        if let problem = MediaTiming.rejection(
            of: value, named: name, nonNegative: nonNegative, allowsInfinity: allowsInfinity)
        {
            Diagnostics.report(.invalidTiming, .warning, "CAEmitterCell \(problem)")
            return
        }
        timing[keyPath: keyPath] = value
    }
}
