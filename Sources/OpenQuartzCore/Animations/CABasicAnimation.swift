import Foundation

/// A single-keyframe animation between two values (Core Animation's `CABasicAnimation`).
///
/// Which values it interpolates follows Apple's table: from+to; from → from+by; to−by → to; from → the
/// value underneath; the value underneath → to; the value underneath → it plus by; and with none set,
/// from the value that was on screen before the change to the new model value (what implicit actions do).
/// With a value function "the value underneath" is the function's inputs for the current transform (a scale
/// of 1, no rotation or translation for the identity). For an additive animation it is the kind's zero (0,
/// the identity transform, transparent black), since the model value is added to the result once: an additive opacity animation with
/// only `byValue` 0.2 on a layer of opacity 0.5 ends at 0.7, as QuartzCore shows it.
///
/// A cumulative animation starts each repeat from the value at the end of the previous repeat cycle
/// (`CAPropertyAnimation.cumulative` in Apple's documentation): the end value, or, when the animation
/// autoreverses, the start value that the reversed pass returns to.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    package override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func areValuesValid(for kind: LayerValueKind, keyPath: String) -> Bool {
        check(fromValue, "fromValue", kind: kind, keyPath: keyPath)
            && check(toValue, "toValue", kind: kind, keyPath: keyPath)
            && check(byValue, "byValue", kind: kind, keyPath: keyPath)
    }

    package override func prepare(for layer: CALayer) {
        super.prepare(for: layer)
        guard fromValue == nil, toValue == nil, byValue == nil, let resolved = resolvedKeyPath else { return }
        let committed = layer.committedValue(forKey: resolved.key) ?? resolved.property.get(layer)
        let onScreen = layer.presentationValue(forKey: resolved.key, modelValue: committed)
        fromValue = resolved.read(from: onScreen) ?? nil
    }

    /// The interpolation fraction at a basic local time: the timing function of the pass.
    func fraction(atBasicTime basicTime: Double) -> Double {
        pacedFraction(basicTime: basicTime)
    }

    package override func apply(to presentation: CALayer, parentTime: Double) {
        guard let resolved = resolvedKeyPath, let (basicTime, iteration) = timing.basicTime(fromParent: parentTime)
        else { return }
        let kind = valueKind(for: resolved)
        let value = { AnimatableValue(kind.coerce($0) ?? nil, kind: kind) }
        let from = fromValue.map(value)
        let to = toValue.map(value)
        let by = byValue.map(value)
        let base = { self.currentValue(on: presentation, kind: kind, like: from ?? to ?? by) }
        let start: AnimatableValue, end: AnimatableValue
        switch (from, to, by) {
        case let (from?, to?, _): (start, end) = (from, to)
        case let (from?, nil, by?): (start, end) = (from, from.adding(by))
        case let (nil, to?, by?): (start, end) = (to.subtracting(by), to)
        case let (from?, nil, nil): (start, end) = (from, base())
        case let (nil, to?, nil): (start, end) = (base(), to)
        case let (nil, nil, by?): let b = base(); (start, end) = (b, b.adding(by))
        case (nil, nil, nil): let b = base(); (start, end) = (b, b)
        }
        var result = start.interpolated(to: end, fraction: fraction(atBasicTime: basicTime))
        if isCumulative && iteration > 0 {
            result = (autoreverses ? start : end).scaled(by: iteration).adding(result)
        }
        write(result, to: presentation, kind: kind)
    }
}
