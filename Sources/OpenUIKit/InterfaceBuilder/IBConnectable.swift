import Foundation

/// A class whose outlets and actions Interface Builder files connect, listed by the names the files use —
/// the one change a class written for iOS needs on Linux.
///
/// Swift on Linux has no Objective-C runtime: `@IBOutlet` does not compile ("'@IBOutlet' property cannot
/// have non-'@objc' class type") and nothing can set a property or call a method by its name. So a class
/// drops the `@IBOutlet` attribute (keeping the property as it is, `weak` included; `@IBAction` compiles and
/// stays) and lists its outlets and actions once:
///
/// ```
/// extension ProfileViewController: IBConnectable {
///     static let interfaceBuilderConnections: [IBConnection] = [
///         .outlet("nameLabel", \ProfileViewController.nameLabel),
///         .outletCollection("rows", \ProfileViewController.rows),
///         .action("save:", ProfileViewController.save),
///     ]
/// }
/// ```
///
/// A connection in a file that the list does not name is reported as UIKit reports it ("this class is not
/// key value coding-compliant for the key …", "unrecognized selector sent to instance") and skipped. A
/// subclass that adds connections declares the list as `class var`, adding to `super`'s.
@preconcurrency @MainActor
public protocol IBConnectable: AnyObject {
    /// The outlets, outlet collections, actions and user-defined runtime attributes Interface Builder files
    /// may connect to this class, by name.
    static var interfaceBuilderConnections: [IBConnection] { get }
}

/// One outlet, outlet collection, action or runtime attribute of an `IBConnectable` class, by the name an
/// Interface Builder file gives it.
@preconcurrency @MainActor
public struct IBConnection {
    enum Kind {
        case outlet, outletCollection, action, attribute
    }

    /// The outlet's property name, or the action's selector as IB writes it (`save:`).
    public let name: String
    let kind: Kind
    /// Sets (an outlet, an attribute) or appends to (a collection) the property of the first object with
    /// the second; false when either is not of the declared type.
    let assign: @MainActor (AnyObject, Any) -> Bool
    /// Sends the action to the first object (the target) from the second (the sender).
    let send: @MainActor (AnyObject, Any) -> Void

    private init(
        name: String, kind: Kind, assign: @escaping @MainActor (AnyObject, Any) -> Bool,
        send: @escaping @MainActor (AnyObject, Any) -> Void = { _, _ in }
    ) {
        self.name = name
        self.kind = kind
        self.assign = assign
        self.send = send
    }

    /// An outlet: the file's `<outlet property="name">` sets the property at `keyPath` (an optional or
    /// implicitly unwrapped property, `weak` or not).
    public static func outlet<Owner: AnyObject, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Value?>
    ) -> IBConnection {
        IBConnection(name: name, kind: .outlet) { owner, value in
            guard let owner = owner as? Owner, let value = value as? Value else { return false }
            owner[keyPath: keyPath] = value
            return true
        }
    }

    /// An outlet collection: each `<outletCollection property="name">` appends its object to the array at
    /// `keyPath`, in the file's order.
    public static func outletCollection<Owner: AnyObject, Element>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, [Element]>
    ) -> IBConnection {
        IBConnection(name: name, kind: .outletCollection) { owner, value in
            guard let owner = owner as? Owner, let value = value as? Element else { return false }
            owner[keyPath: keyPath].append(value)
            return true
        }
    }

    /// An outlet collection declared as an implicitly unwrapped array (`var rows: [UILabel]!`).
    public static func outletCollection<Owner: AnyObject, Element>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, [Element]?>
    ) -> IBConnection {
        IBConnection(name: name, kind: .outletCollection) { owner, value in
            guard let owner = owner as? Owner, let value = value as? Element else { return false }
            owner[keyPath: keyPath] = (owner[keyPath: keyPath] ?? []) + [value]
            return true
        }
    }

    /// An action taking its sender (`@IBAction func save(_ sender: UIButton)`), by the selector IB writes
    /// (`save:`). A sender of another type is not sent the action.
    public static func action<Owner: AnyObject, Sender>(
        _ selector: String, _ method: @escaping @MainActor (Owner) -> (Sender) -> Void
    ) -> IBConnection {
        IBConnection(name: selector, kind: .action, assign: { owner, _ in owner is Owner }) { owner, sender in
            guard let owner = owner as? Owner, let sender = sender as? Sender else { return }
            method(owner)(sender)
        }
    }

    /// An action without argument (`@IBAction func refresh()`, selector `refresh`).
    public static func action<Owner: AnyObject>(
        _ selector: String, _ method: @escaping @MainActor (Owner) -> () -> Void
    ) -> IBConnection {
        IBConnection(name: selector, kind: .action, assign: { owner, _ in owner is Owner }) { owner, _ in
            guard let owner = owner as? Owner else { return }
            method(owner)()
        }
    }

    /// A user-defined runtime attribute (`<userDefinedRuntimeAttribute keyPath="name">`) the file sets on
    /// the property at `keyPath` (UIKit sets it with key-value coding after `init?(coder:)`).
    public static func attribute<Owner: AnyObject, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Value>
    ) -> IBConnection {
        IBConnection(name: name, kind: .attribute) { owner, value in
            guard let owner = owner as? Owner, let value = value as? Value else { return false }
            owner[keyPath: keyPath] = value
            return true
        }
    }
}

extension IBConnectable {
    /// The connection named `name` of kind `kind` that this object's class declares.
    static func connection(named name: String, kind: IBConnection.Kind) -> IBConnection? {
        interfaceBuilderConnections.first { $0.name == name && $0.kind == kind }
    }
}
