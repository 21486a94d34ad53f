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
