import Foundation

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
        guard case .some(let fromValue) = kind.coerce(from), case .some(let toValue) = kind.coerce(to) else { return nil }
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
              case .some(let fromValue) = kind.coerce(from), case .some(let toValue) = kind.coerce(to) else { return nil }
        return AnimatableValue(fromValue, kind: kind).interpolated(to: AnimatableValue(toValue, kind: kind), fraction: fraction).value(for: kind)
    }

    /// `value + offset` for `key`, for kinds that add (see ``additiveOffset(forKey:from:to:)``); nil when the
    /// key names no property of the layer or a value does not fit it.
    package func summedValue(forKey key: String, _ value: Any?, _ offset: Any?) -> Any? {
        guard let kind = resolve(keyPath: key)?.kind,
              case .some(let base) = kind.coerce(value), case .some(let added) = kind.coerce(offset) else { return nil }
        return AnimatableValue(base, kind: kind).adding(AnimatableValue(added, kind: kind)).value(for: kind)
    }
}
