import Foundation
import OpenCoreGraphics

/// A resolved key path: the layer key, its property, and the component path inside the value
/// (`position.x` → key `position`, components `["x"]`).
@MainActor
struct ResolvedKeyPath {
    let key: String
    let property: LayerProperty
    let components: [String]

    /// The kind of the value the key path names (a component's kind for sub-paths).
    var kind: LayerValueKind {
        guard !components.isEmpty else { return property.kind }
        switch property.kind {
        case .rect where components.count == 1: return components[0] == "origin" ? .point : .size
        case .transform3D: return components == ["translation"] ? .size : .cgFloat
        default: return .cgFloat
        }
    }

    /// The component's value inside a whole value of the key, or nil when the component does not exist.
    func read(from whole: Any?) -> Any?? {
        guard !components.isEmpty else { return .some(whole) }
        switch (whole, components) {
        case (let p as CGPoint, ["x"]): return p.x
        case (let p as CGPoint, ["y"]): return p.y
        case (let s as CGSize, ["width"]): return s.width
        case (let s as CGSize, ["height"]): return s.height
        case (let r as CGRect, ["origin"]): return r.origin
        case (let r as CGRect, ["size"]): return r.size
        case (let r as CGRect, ["origin", "x"]): return r.origin.x
        case (let r as CGRect, ["origin", "y"]): return r.origin.y
        case (let r as CGRect, ["size", "width"]): return r.size.width
        case (let r as CGRect, ["size", "height"]): return r.size.height
        case (let t as CATransform3D, _):
            return t.value(forComponent: components.joined(separator: ".")).map { .some($0) }
        default: return nil
        }
    }

    /// The whole value with the component replaced by `part` (already coerced to ``kind``).
    func write(_ part: Any?, into whole: Any?) -> Any?? {
        guard !components.isEmpty else { return .some(part) }
        switch (whole, components, part) {
        case (var p as CGPoint, ["x"], let v as CGFloat): p.x = v; return p
        case (var p as CGPoint, ["y"], let v as CGFloat): p.y = v; return p
        case (var s as CGSize, ["width"], let v as CGFloat): s.width = v; return s
        case (var s as CGSize, ["height"], let v as CGFloat): s.height = v; return s
        case (var r as CGRect, ["origin"], let v as CGPoint): r.origin = v; return r
        case (var r as CGRect, ["size"], let v as CGSize): r.size = v; return r
        case (var r as CGRect, ["origin", "x"], let v as CGFloat): r.origin.x = v; return r
        case (var r as CGRect, ["origin", "y"], let v as CGFloat): r.origin.y = v; return r
        case (var r as CGRect, ["size", "width"], let v as CGFloat): r.size.width = v; return r
        case (var r as CGRect, ["size", "height"], let v as CGFloat): r.size.height = v; return r
        case (let t as CATransform3D, _, _):
            return t.settingComponent(components.joined(separator: "."), to: part as Any).map { .some($0) }
        default: return nil
        }
    }
}

extension CALayer {
    /// Resolves a key path against this layer class; nil for keys the class does not have or components
    /// its value does not have.
    func resolve(keyPath: String) -> ResolvedKeyPath? {
        // A plain key (the common case: every animated change resolves its key several times) names the
        // whole value: no components to split off or to check against the value.
        if !keyPath.utf8.contains(UInt8(ascii: ".")) {
            guard let property = type(of: self).propertyTable[keyPath] else { return nil }
            return ResolvedKeyPath(key: keyPath, property: property, components: [])
        }
        var parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, let property = type(of: self).propertyTable[parts.removeFirst()] else { return nil }
        let resolved = ResolvedKeyPath(key: String(keyPath.prefix { $0 != "." }), property: property, components: parts)
        guard case .some = resolved.read(from: property.get(self)) else { return nil }
        return resolved
    }

    /// The value for a key: a layer property, or a custom key set earlier, or ``defaultValue(forKey:)``.
    public func value(forKey key: String) -> Any? {
        if let property = type(of: self).propertyTable[key] { return property.get(self) }
        return state.customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// The value at a key path, including sub-paths such as `position.x`, `bounds.size.width`,
    /// `transform.rotation.z`, `transform.scale` and `shadowOffset.height`.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let resolved = resolve(keyPath: keyPath) else { return value(forKey: keyPath) }
        return resolved.read(from: resolved.property.get(self)) ?? nil
    }

    /// Sets a key. Layer properties take a value of their type (any numeric type for numbers); a value of
    /// another type is reported and ignored. Other keys are stored, as Apple's layers store any key.
    public func setValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }

    /// Sets the value at a key path, including sub-paths (`position.x`, `transform.rotation.z`, …).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let resolved = resolve(keyPath: keyPath) else {
            if type(of: self).propertyTable[String(keyPath.prefix { $0 != "." })] != nil {
                Diagnostics.report(
                    .unknownKeyPath, .exception,
                    "[\(type(of: self)) setValue:forKeyPath:]: this class is not key value coding-compliant for the key path \(keyPath)."
                )
                return
            }
            state.customValues[keyPath] = value
            // Custom keys are layer state too: the change joins the transaction (and commits the layer).
            if !isPresentationCopy { CATransaction.registerChange(of: self) }
            return
        }
        guard case .some(let coerced) = resolved.kind.coerce(value) else {
            Diagnostics.report(
                .wrongValueType, .exception,
                "\(type(of: self)).\(keyPath) cannot take a value of type \(value.map { "\(type(of: $0))" } ?? "nil")")
            return
        }
        guard case .some(let whole) = resolved.write(coerced, into: resolved.property.get(self)),
            resolved.property.set(self, whole)
        else {
            Diagnostics.report(
                .wrongValueType, .exception, "\(type(of: self)).\(keyPath) cannot take \(String(describing: value))")
            return
        }
    }
}
