import Foundation
import OpenCoreGraphics

/// How UIKit animates a change of a layer key made in an animation block or a property animator's closure
/// (see ``CALayer/animatedChange(ofKey:from:)``).
package enum AnimatedChange {
    /// The value is as it was: nothing animates.
    case unchanged
    /// The key's values add (numbers, points, sizes, rectangles, transforms): an additive animation from
    /// `offset` (old − new) to `zero`.
    case additive(offset: Any?, zero: Any?)
    /// Other values (colours, paths, opaque values) animate absolutely, towards `current`, the new value.
    case absolute(current: Any?)
}

extension CALayer {
    /// How a change of `key` from `from` (the old model value) to the layer's value now animates: not at all
    /// when the two are the same value of the key, additively when the key's values add (UIKit's block
    /// animations since iOS 8), absolutely otherwise. The key is resolved and the values converted once —
    /// every change in an animation block asks this.
    package func animatedChange(ofKey key: String, from: Any?) -> AnimatedChange {
        guard let resolved = resolve(keyPath: key) else { return .absolute(current: value(forKey: key)) }
        let current = resolved.read(from: resolved.property.get(self)) ?? nil
        let kind = resolved.kind
        if kind == .color, Self.isAbsent(from), Self.isAbsent(current) { return .unchanged }
        guard case .some(let first) = kind.coerce(from), case .some(let second) = kind.coerce(current) else {
            return .absolute(current: current)
        }
        let start = AnimatableValue(first, kind: kind), end = AnimatableValue(second, kind: kind)
        if Self.isSame(start, end, kind: kind) { return .unchanged }
        switch kind {
        case .cgFloat, .float, .double, .point, .size, .rect, .transform3D:
            return .additive(offset: start.subtracting(end).value(for: kind), zero: end.zero.value(for: kind))
        default: return .absolute(current: current)
        }
    }
}

extension CALayer {
    /// The value of `key` at `fraction` between `from` (0) and `to` (1), interpolated as animations
    /// interpolate it (fractions outside 0…1 extrapolate where the kind allows, as springs overshoot).
    /// Nil when the key names no property of the layer or a value does not fit it.
    package func interpolatedValue(forKey key: String, from: Any?, to: Any?, fraction: Double) -> Any? {
        guard let kind = resolve(keyPath: key)?.kind,
            case .some(let fromValue) = kind.coerce(from), case .some(let toValue) = kind.coerce(to)
        else { return nil }
        return AnimatableValue(fromValue, kind: kind).interpolated(
            to: AnimatableValue(toValue, kind: kind), fraction: fraction
        ).value(for: kind)
    }

    /// `value + offset` for `key`, for kinds that add (see ``additiveOffset(forKey:from:to:)``); nil when the
    /// key names no property of the layer or a value does not fit it.
    package func summedValue(forKey key: String, _ value: Any?, _ offset: Any?) -> Any? {
        guard let kind = resolve(keyPath: key)?.kind,
            case .some(let base) = kind.coerce(value), case .some(let added) = kind.coerce(offset)
        else { return nil }
        return AnimatableValue(base, kind: kind).adding(AnimatableValue(added, kind: kind)).value(for: kind)
    }
}

extension CALayer {
    /// Whether two values of `kind` are the same, for the kinds animations compare: numbers, geometry,
    /// transforms and colours (false for other kinds).
    private static func isSame(_ a: AnimatableValue, _ b: AnimatableValue, kind: LayerValueKind) -> Bool {
        switch (a, b) {
        case (.transform(let x), .transform(let y)): return CATransform3DEqualToTransform(x, y)
        case (.color(nil), .color(nil)): return true
        case (let x, let y):
            switch kind {
            case .cgFloat, .float, .double, .point, .size, .rect, .color: return x.distance(to: y) == 0
            default: return false
            }
        }
    }

    /// `value` ready to be an animation's `fromValue` or `toValue` for `key`: optionals wrapped in `Any`
    /// unwrapped, and a missing colour (a layer without a background colour, say) as transparent black — the
    /// colour Core Animation interpolates a nil colour from and to, so `UIView.backgroundColor`, nil by
    /// default, animates from clear as in UIKit. Nil when the value is missing and the key is not a colour.
    package func animationValue(forKey key: String, _ value: Any?) -> Any? {
        guard Self.isAbsent(value) else { return Self.unwrapped(value) }
        return resolve(keyPath: key)?.kind == .color ? CGColor.clear : nil
    }

    /// The innermost value of optionals nested in `Any`; nil when one of them is nil. An optional is
    /// recognised by its conformance to `OptionalValue` (a cast the runtime caches per type), not by
    /// reflection: the action of every animated change asks this several times. The plain numbers and
    /// geometry of the layer, never optionals, end the search without that cast (which costs most when it
    /// fails), and an `Any?` — what the action's arguments hold — is opened without it.
    private static func unwrapped(_ value: Any?) -> Any? {
        guard var current = value else { return nil }
        while !LayerValueKind.isPlainValueType(type(of: current)) {
            if type(of: current) == Any?.self, let optional = current as? Any? {
                guard let wrapped = optional else { return nil }
                current = wrapped
                continue
            }
            guard let optional = current as? any OptionalValue else { break }
            guard let wrapped = optional.wrappedAny else { return nil }
            current = wrapped
        }
        return current
    }

    /// Whether a value is nil, also when it is an optional of any type (or optionals nested) wrapped in `Any`.
    private static func isAbsent(_ value: Any?) -> Bool {
        unwrapped(value) == nil
    }
}

/// An `Optional` of any wrapped type, seen through `Any` (see `CALayer.unwrapped`).
private protocol OptionalValue {
    /// The wrapped value, or nil.
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedAny: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}
