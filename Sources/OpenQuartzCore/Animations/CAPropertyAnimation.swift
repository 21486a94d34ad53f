import Foundation
import OpenCoreGraphics

/// An animation of one layer key path (Core Animation's `CAPropertyAnimation`).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path, e.g. `position`, `position.x`, `transform.rotation.z`.
    public var keyPath: String?
    /// When true the animated value is added to the value underneath instead of replacing it.
    public var isAdditive = false
    /// When true each repeat starts where the previous one ended.
    public var isCumulative = false
    /// Maps interpolated numbers to a transform (for `transform` key paths).
    public var valueFunction: CAValueFunction?

    /// The key path resolved against the host layer when added.
    var resolvedKeyPath: ResolvedKeyPath?

    public required init() {
        super.init()
    }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    package override var defaultValues: [String: Any?] {
        super.defaultValues.merging([
            "keyPath": keyPath, "additive": isAdditive, "cumulative": isCumulative,
            "valueFunction": valueFunction,
        ]) { $1 }
    }

    package override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    /// `CAAction`: an animation without a key path animates the event's key (Core Animation fills it in, so a
    /// plain `CABasicAnimation()` works as an action from `action(for:forKey:)`, `actions` or `style`).
    public override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard keyPath == nil, let layer = anObject as? CALayer else {
            return super.run(forKey: event, object: anObject, arguments: dict)
        }
        let keyed = copy() as! CAPropertyAnimation
        keyed.keyPath = event
        layer.add(keyed, forKey: event)
    }

    /// The kind values are given in: numbers for a value function, else the key path's kind.
    func valueKind(for resolved: ResolvedKeyPath) -> LayerValueKind {
        guard let valueFunction else { return resolved.kind }
        return valueFunction.arity == 1 ? .cgFloat : .numberArray
    }

    /// Whether the layer can take the animation: one without a key path is stored and animates nothing (QuartzCore
    /// copies and stores any animation, so `animationKeys()` lists it); an unknown or non-animatable key path, or
    /// values that do not fit it, are reported and refused.
    package override func isValid(for layer: CALayer) -> Bool {
        guard let keyPath else { return true }
        guard let resolved = layer.resolve(keyPath: keyPath) else {
            Diagnostics.report(
                .unknownKeyPath, .warning,
                "\(type(of: self)) key path \"\(keyPath)\" is not an animatable property of \(type(of: layer))")
            return false
        }
        guard resolved.property.isAnimatable || resolved.property.kind == .opaque else {
            Diagnostics.report(.unknownKeyPath, .warning, "\(type(of: layer)).\(keyPath) is not animatable")
            return false
        }
        return areValuesValid(for: valueKind(for: resolved), keyPath: keyPath)
    }

    /// Checks the configured values against the kind; subclasses check theirs.
    func areValuesValid(for kind: LayerValueKind, keyPath: String) -> Bool { true }

    /// Reports a value that does not fit the key path; true when it fits.
    func check(_ value: Any?, _ name: String, kind: LayerValueKind, keyPath: String) -> Bool {
        guard let value else { return true }
        guard case .some = kind.coerce(value) else {
            Diagnostics.report(
                .wrongValueType, .exception,
                "\(type(of: self)).\(name) of type \(type(of: value)) does not fit key path \"\(keyPath)\"")
            return false
        }
        return true
    }

    package override func prepare(for layer: CALayer) {
        super.prepare(for: layer)
        resolvedKeyPath = keyPath.flatMap { layer.resolve(keyPath: $0) }
    }

    /// The value underneath the animation on the presentation copy, as an animatable value.
    func baseValue(on presentation: CALayer, kind: LayerValueKind) -> AnimatableValue {
        guard let keyPath else { return .discrete(nil) }
        return AnimatableValue(kind.coerce(presentation.value(forKeyPath: keyPath)) ?? nil, kind: kind)
    }

    /// The value an animation given only some of its values interpolates from or to, the current value
    /// (CAAnimation.h): the value underneath, or the kind's zero when additive (the model is added once,
    /// afterwards). With a value function, the function's inputs for the transform underneath (for the
    /// identity when additive), as many as the given inputs in `like`.
    func currentValue(on presentation: CALayer, kind: LayerValueKind, like given: AnimatableValue?) -> AnimatableValue {
        guard let valueFunction, let keyPath else {
            let underneath = baseValue(on: presentation, kind: kind)
            return isAdditive ? underneath.zero : underneath
        }
        let transform =
            isAdditive
            ? CATransform3DIdentity : presentation.value(forKeyPath: keyPath) as? CATransform3D ?? CATransform3DIdentity
        let inputs = valueFunction.inputs(of: transform)
        guard kind == .numberArray else { return .scalar(Double(inputs[0])) }
        if case .scalars(let numbers?) = given { return .scalars(Array(inputs.prefix(numbers.count))) }
        return .scalars(inputs)
    }

    /// Writes the animated value, adding it to the value underneath when additive, through the value
    /// function when there is one.
    func write(_ value: AnimatableValue, to presentation: CALayer, kind: LayerValueKind) {
        guard let keyPath, let resolved = resolvedKeyPath else { return }
        if let valueFunction {
            let numbers: [CGFloat]
            switch value {
            case .scalar(let v): numbers = [CGFloat(v)]
            case .scalars(let v): numbers = v ?? []
            default: numbers = []
            }
            var transform = valueFunction.transform(for: numbers)
            if isAdditive, let base = presentation.value(forKeyPath: keyPath) as? CATransform3D {
                transform = CATransform3DConcat(transform, base)
            }
            presentation.setValue(transform, forKeyPath: keyPath)
            return
        }
        let result = isAdditive ? baseValue(on: presentation, kind: kind).adding(value) : value
        presentation.setValue(result.value(for: resolved.kind), forKeyPath: keyPath)
    }
}
