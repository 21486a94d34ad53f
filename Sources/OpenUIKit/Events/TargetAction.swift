import Foundation
import OpenQuartzCore

/// One target–action pair, as controls and gesture recognizers keep them.
///
/// Swift on Linux has no selectors, so an action is a typed method reference (`ViewController.pan`, of type
/// `(ViewController) -> (UIPanGestureRecognizer) -> Void`, or a method without argument). Swift cannot compare
/// two method references either (each use is wrapped in a new closure), so the pair also keeps the method's
/// *signature* — the target's type, the sender's type, or none for a method without argument — which is what
/// `removeTarget(_:action:)` compares: it removes the target's actions whose method has the same signature as
/// the one named. That is UIKit's behaviour whenever a target has one action of a given signature on the
/// sender, the common case; two methods of one target with the same signature are removed together.
///
/// The target is held weakly: UIKit's `UIControl` header says "the target is not retained", AppKit declares
/// `NSGestureRecognizer.target` `weak`, and a controller that is the target of a recognizer on its own view
/// would otherwise never be released. An action whose target has gone is dropped with a diagnostic (on iOS,
/// sending it would crash).
struct TargetAction {
    /// What a method reference's type says about the method: the target's type and the sender's (nil for a
    /// method without argument).
    struct Signature: Hashable {
        let target: ObjectIdentifier
        let sender: ObjectIdentifier?

        init<Target: AnyObject, Sender>(_: Target.Type, sender: Sender.Type) {
            target = ObjectIdentifier(Target.self)
            self.sender = ObjectIdentifier(Sender.self)
        }

        init<Target: AnyObject>(_: Target.Type) {
            target = ObjectIdentifier(Target.self)
            sender = nil
        }

        init(target: ObjectIdentifier, sender: ObjectIdentifier?) {
            self.target = target
            self.sender = sender
        }
    }

    weak var target: AnyObject?
    let signature: Signature
    private let send: @MainActor (AnyObject, AnyObject) -> Void

    /// A pair whose method takes the sender; it is sent only by senders of type `Sender`.
    init<Target: AnyObject, Sender: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        self.target = target
        signature = Signature(Target.self, sender: Sender.self)
        send = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            action(target)(sender)
        }
    }

    /// A pair whose method takes no argument.
    init<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.target = target
        signature = Signature(Target.self)
        send = { target, _ in
            guard let target = target as? Target else { return }
            action(target)()
        }
    }

    /// A pair an Interface Builder file connects: the method is known by its name only (a closure that
    /// finds it), so the signature is the target's class, without sender.
    init(connecting target: AnyObject, send: @escaping @MainActor (AnyObject, AnyObject) -> Void) {
        self.target = target
        signature = Signature(target: ObjectIdentifier(type(of: target)), sender: nil)
        self.send = send
    }

    /// Calls the method on the target with `sender`. Returns false, after reporting it, when the target has
    /// been released: the caller drops the pair.
    @MainActor
    func send(from sender: AnyObject) -> Bool {
        guard let target else {
            Diagnostics.report(
                .invalidState, .warning,
                "\(type(of: sender)): the target of an action was deallocated before the action was sent; the action is removed (targets are not retained, as in UIKit, where sending it would crash)"
            )
            return false
        }
        send(target, sender)
        return true
    }

    /// Whether `removeTarget(target, action:)` with a method of `signature` removes this pair: any target when
    /// `target` is nil, any method when `signature` is nil.
    func matches(target: AnyObject?, signature: Signature?) -> Bool {
        (target == nil || self.target === target) && (signature == nil || self.signature == signature)
    }
}
