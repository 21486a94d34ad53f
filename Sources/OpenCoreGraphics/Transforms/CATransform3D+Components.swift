import Foundation

/// The sub-key paths of a `CATransform3D` value, from Core Animation Programming Guide → Key-Value Coding
/// Extensions → "CATransform3D key paths".
private enum TransformComponent: String {
    case rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z", rotation
    case scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z", scale
    case translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"
    case translation
}

extension CATransform3D {
    /// The value of a `transform` sub-key path such as `transform.rotation.z`, as Core Animation's key-value
    /// coding extensions define them; `key` is the part after `transform.`.
    ///
    /// - `rotation.x`, `rotation.y`, `rotation.z`: radians, `CGFloat`. `rotation` is `rotation.z`. They are the
    ///   Euler angles of the decomposed rotation with x applied first, then y, then z (Apple does not document
    ///   its order); a pure rotation about one axis reads back its angle, wrapped into −π…π.
    /// - `scale.x`, `scale.y`, `scale.z`: the decomposed scale factors, `CGFloat`; `scale` is their average.
    ///   A reflection shows as negative factors on all three axes with a half turn in the rotation, as the
    ///   unmatrix algorithm does.
    /// - `translation.x`, `translation.y`, `translation.z`: `m41`, `m42`, `m43`, `CGFloat`; `translation` is
    ///   `CGSize(width: m41, height: m42)`.
    ///
    /// A singular transform still has components here (a squashed axis reads scale 0) so that animating
    /// `transform.scale` from 0 works; a non-finite entry makes rotation and scale NaN. Nil only for a key that
    /// is not one of the above.
    package func value(forComponent key: String) -> Any? {
        guard let component = TransformComponent(rawValue: key) else { return nil }
        switch component {
        case .translationX: return m41
        case .translationY: return m42
        case .translationZ: return m43
        case .translation: return CGSize(width: m41, height: m42)
        default: break
        }
        guard let d = decompose(allowingSingular: true)?.decomposition else { return CGFloat.nan }
        switch component {
        case .rotationX: return d.eulerAngles.x
        case .rotationY: return d.eulerAngles.y
        case .rotationZ, .rotation: return d.eulerAngles.z
        case .scaleX: return d.scale.x
        case .scaleY: return d.scale.y
        case .scaleZ: return d.scale.z
        case .scale: return (d.scale.x + d.scale.y + d.scale.z) / 3
        case .translationX, .translationY, .translationZ, .translation: return nil  // handled above
        }
    }

    /// The transform with one sub-key path component replaced, as Core Animation does for
    /// `setValue(_:forKeyPath:)` on `transform.…` paths: decompose, replace the part, recompose.
    ///
    /// Scalars may be `CGFloat`, `Double`, `Float`, `Int` or `NSNumber`; `translation` takes a `CGSize`
    /// (z is kept). `rotation.x/y/z` replace one Euler angle (see ``value(forComponent:)``) and keep the other
    /// two, so on the identity `rotation.z = θ` gives `CATransform3DMakeRotation(θ, 0, 0, 1)`; a whole turn
    /// gives the identity (the animation layer interpolates the angle itself, not the matrix). `scale` sets
    /// all three factors. Translation keeps every other entry exactly (`m44` follows when there is
    /// perspective). A singular transform is handled like ``value(forComponent:)``; an unsolvable perspective
    /// column is carried over unchanged.
    ///
    /// Nil for an unknown key, a value of the wrong type, or a transform with a non-finite entry.
    package func settingComponent(_ key: String, to value: Any) -> CATransform3D? {
        guard let component = TransformComponent(rawValue: key) else { return nil }
        guard let (decomposition, perspectiveSolved) = decompose(allowingSingular: true) else { return nil }
        var d = decomposition

        if component == .translation {
            guard let size = value as? CGSize else { return nil }
            return replacingTranslation(with: (size.width, size.height, m43), perspective: d.perspective)
        }
        guard let number = Self.scalar(value) else { return nil }
        switch component {
        case .translationX: return replacingTranslation(with: (number, m42, m43), perspective: d.perspective)
        case .translationY: return replacingTranslation(with: (m41, number, m43), perspective: d.perspective)
        case .translationZ: return replacingTranslation(with: (m41, m42, number), perspective: d.perspective)
        case .translation: return nil  // handled above
        case .scaleX: d.scale.x = number
        case .scaleY: d.scale.y = number
        case .scaleZ: d.scale.z = number
        case .scale: d.scale = (number, number, number)
        case .rotationX, .rotationY, .rotationZ, .rotation:
            var angles = d.eulerAngles
            switch component {
            case .rotationX: angles.x = number
            case .rotationY: angles.y = number
            default: angles.z = number
            }
            d.setEulerAngles(x: angles.x, y: angles.y, z: angles.z)
        }
        var result = CATransform3D(d)
        if !perspectiveSolved {
            result.m14 = m14; result.m24 = m24; result.m34 = m34
        }
        return result
    }

    /// `self` with the bottom row's translation replaced; `m44` moves by `Δtranslation · perspective.xyz` so
    /// the perspective part stays the same (it is 0 without perspective).
    private func replacingTranslation(
        with t: (x: CGFloat, y: CGFloat, z: CGFloat), perspective p: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    ) -> CATransform3D {
        var result = self
        result.m41 = t.x; result.m42 = t.y; result.m43 = t.z
        if p.x != 0 || p.y != 0 || p.z != 0 {
            result.m44 = t.x * p.x + t.y * p.y + t.z * p.z + p.w
        }
        return result
    }

    /// A key-path scalar as a `CGFloat`: `CGFloat`, `Double`, `Float`, `Int` or `NSNumber`; nil otherwise.
    private static func scalar(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}
