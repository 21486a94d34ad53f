import Foundation
import OpenQuartzCore

/// User-defined runtime attributes (`<userDefinedRuntimeAttribute type= keyPath=>`): UIKit sets them with
/// key-value coding once the objects are made. Here the layer key paths Interface Builder users set most
/// (`layer.cornerRadius`, `layer.borderWidth`, `layer.borderColor`, `layer.masksToBounds`) are built in;
/// any other key path is set through an `IBConnection.attribute` of the object's class.
@MainActor
enum IBRuntimeAttributes {
    /// Sets the attribute `element` describes on `object`; an unknown key path is reported with UIKit's
    /// key-value coding message.
    static func apply(_ element: IBElement, to object: AnyObject, in instantiation: IBInstantiation) {
        guard let keyPath = element["keyPath"] else { return }
        let value = self.value(of: element, in: instantiation)
        if let view = object as? UIView, setLayerAttribute(keyPath, of: view, to: value) { return }
        if let connectable = object as? any IBConnectable,
            let connection = type(of: connectable).connection(named: keyPath, kind: .attribute),
            candidates(for: value).contains(where: { connection.assign(object, $0) })
        {
            return
        }
        Diagnostics.report(
            .undefinedInterfaceBuilderKey, .exception,
            "[<\(type(of: object)) \(IBOutlets.address(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(keyPath)."
        )
    }

    /// The attribute's value: a number, Boolean, string, colour, point, size or rect.
    private static func value(of element: IBElement, in instantiation: IBInstantiation) -> Any? {
        switch element["type"] {
        case "number": return element.children.first.flatMap { $0.double("value") }
        case "boolean": return element.bool("value")
        case "string", "localizedString": return element["value"]
        case "color": return element.child("color").flatMap(instantiation.color(from:))
        case "rect": return element.child("rect").map(IBValues.rect(from:))
        case "point":
            return element.child("point").map { CGPoint(x: $0.cgFloat("x") ?? 0, y: $0.cgFloat("y") ?? 0) }
        case "size":
            return element.child("size").map {
                CGSize(width: $0.cgFloat("width") ?? 0, height: $0.cgFloat("height") ?? 0)
            }
        default: return nil
        }
    }

    /// The value in each Swift type a number may be declared as (a key path's type is exact).
    private static func candidates(for value: Any?) -> [Any] {
        guard let value else { return [] }
        guard let number = value as? Double else { return [value] }
        return [CGFloat(number), number, Int(number), Float(number)]
    }

    private static func setLayerAttribute(_ keyPath: String, of view: UIView, to value: Any?) -> Bool {
        switch keyPath {
        case "layer.cornerRadius":
            guard let radius = value as? Double else { return false }
            view.layer.cornerRadius = CGFloat(radius)
        case "layer.borderWidth":
            guard let width = value as? Double else { return false }
            view.layer.borderWidth = CGFloat(width)
        case "layer.borderColor", "layer.borderUIColor":
            guard let color = value as? UIColor else { return false }
            view.layer.borderColor = color.cgColor
        case "layer.masksToBounds":
            guard let masks = value as? Bool else { return false }
            view.layer.masksToBounds = masks
        default:
            return false
        }
        return true
    }
}
