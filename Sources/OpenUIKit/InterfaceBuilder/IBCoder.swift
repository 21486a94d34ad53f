import Foundation

/// The coder `init?(coder:)` receives for an object of an Interface Builder file: an `NSCoder` that answers
/// the keys of the object's element — its attributes (`decodeObject(forKey: "text")` is the string,
/// `decodeBool(forKey: "hidden")`, `decodeDouble(forKey: "alpha")`) and its keyed children (a `<color
/// key="backgroundColor">` decodes as a `UIColor`). OpenUIKit's views and controllers read their attributes
/// from it in their `init?(coder:)`, so a subclass's `required init?(coder:)` sees them after
/// `super.init(coder:)`, as on iOS.
final class IBCoder: NSCoder {
    /// The element the object is made from.
    let element: IBElement
    /// The instantiation making the object: it resolves references and makes subviews.
    unowned let instantiation: IBInstantiation

    init(element: IBElement, instantiation: IBInstantiation) {
        self.element = element
        self.instantiation = instantiation
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(key: key) != nil
    }

    override func decodeObject(forKey key: String) -> Any? {
        if let value = element[key] { return value }
        guard let child = element.child(key: key) else { return nil }
        let instantiation = self.instantiation
        nonisolated(unsafe) var value: Any?
        MainActor.assumeIsolated { value = instantiation.decodeValue(of: child) }
        return value
    }

    override func decodeBool(forKey key: String) -> Bool {
        element.bool(key) ?? false
    }

    override func decodeDouble(forKey key: String) -> Double {
        element.double(key) ?? 0
    }

    override func decodeFloat(forKey key: String) -> Float {
        Float(decodeDouble(forKey: key))
    }

    override func decodeInteger(forKey key: String) -> Int {
        element[key].flatMap { Int($0) } ?? 0
    }

    override func decodeInt32(forKey key: String) -> Int32 {
        Int32(truncatingIfNeeded: decodeInteger(forKey: key))
    }

    override func decodeInt64(forKey key: String) -> Int64 {
        Int64(decodeInteger(forKey: key))
    }
}
