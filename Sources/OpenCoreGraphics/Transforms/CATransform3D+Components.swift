import Foundation

extension CATransform3D {
    /// The value of a `transform` sub-key path, as Core Animation's key-value coding extensions define them:
    /// `rotation.x/y/z` (radians; `rotation` is `rotation.z`), `scale.x/y/z` (`scale` is the average of the
    /// three), `translation.x/y/z` (`translation` is a `CGSize` of x and y). Nil for an unknown key or a
    /// singular transform.
    package func value(forComponent key: String) -> Any? {
        guard let d = decomposed() else { return nil }
        let angles = d.eulerAngles
        switch key {
        case "rotation.x": return angles.x
        case "rotation.y": return angles.y
        case "rotation.z", "rotation": return angles.z
        case "scale.x": return d.scale.x
        case "scale.y": return d.scale.y
        case "scale.z": return d.scale.z
        case "scale": return (d.scale.x + d.scale.y + d.scale.z) / 3
        case "translation.x": return d.translation.x
        case "translation.y": return d.translation.y
        case "translation.z": return d.translation.z
        case "translation": return CGSize(width: d.translation.x, height: d.translation.y)
        default: return nil
        }
    }

    /// The transform with one sub-key path component replaced (decompose, replace, recompose). Scalars
    /// may be any numeric type; `translation` takes a `CGSize`. Nil for an unknown key, a value of the
    /// wrong type, or a singular transform.
    package func settingComponent(_ key: String, to value: Any) -> CATransform3D? {
        guard var d = decomposed() else { return nil }
        if key == "translation" {
            guard let size = value as? CGSize else { return nil }
            d.translation.x = size.width
            d.translation.y = size.height
            return CATransform3D(d)
        }
        let number: CGFloat
        switch value {
        case let v as CGFloat: number = v
        case let v as Double: number = CGFloat(v)
        case let v as Float: number = CGFloat(v)
        case let v as Int: number = CGFloat(v)
        default: return nil
        }
        var angles = d.eulerAngles
        switch key {
        case "rotation.x": angles.x = number
        case "rotation.y": angles.y = number
        case "rotation.z", "rotation": angles.z = number
        case "scale.x": d.scale.x = number
        case "scale.y": d.scale.y = number
        case "scale.z": d.scale.z = number
        case "scale": d.scale = (number, number, number)
        case "translation.x": d.translation.x = number
        case "translation.y": d.translation.y = number
        case "translation.z": d.translation.z = number
        default: return nil
        }
        if key.hasPrefix("rotation") {
            d.setEulerAngles(x: angles.x, y: angles.y, z: angles.z)
        }
        return CATransform3D(d)
    }
}
