import Foundation
import OpenCoreGraphics

extension CALayer {
    /// For additive animations (UIKit's block animations since iOS 8): the offset `from − to` of a key's
    /// values and the key's zero, when the key's values can be added — numbers, points, sizes, rectangles
    /// and transforms. Nil for other kinds (colours, paths, opaque values), which animate absolutely.
    package func additiveOffset(forKey key: String, from: Any?, to: Any?) -> (offset: Any?, zero: Any?)? {
        guard let resolved = resolve(keyPath: key) else { return nil }
        let kind = resolved.kind
        switch kind {
        case .cgFloat, .float, .double, .point, .size, .rect, .transform3D: break
        default: return nil
        }
        guard case .some(let fromValue) = kind.coerce(from), case .some(let toValue) = kind.coerce(to) else {
            return nil
        }
        let start = AnimatableValue(fromValue, kind: kind), end = AnimatableValue(toValue, kind: kind)
        return (start.subtracting(end).value(for: kind), end.subtracting(end).value(for: kind))
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
    /// Whether `a` and `b` are the same value of `key`, for the kinds animations compare: numbers,
    /// geometry, transforms and colours. False for other kinds and for values that do not fit the key.
    package func isSameValue(forKey key: String, _ a: Any?, _ b: Any?) -> Bool {
        if Self.isAbsent(a), Self.isAbsent(b), resolve(keyPath: key)?.kind == .color { return true }
        guard let kind = resolve(keyPath: key)?.kind,
            case .some(let first) = kind.coerce(a), case .some(let second) = kind.coerce(b)
        else { return false }
        switch (AnimatableValue(first, kind: kind), AnimatableValue(second, kind: kind)) {
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
