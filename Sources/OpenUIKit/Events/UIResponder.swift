import Foundation

/// An object that can respond to and handle events (UIKit's `UIResponder`), the base of `UIView`,
/// `UIViewController`, `UIWindow` and `UIApplication`. As on Apple platforms it is an `NSObject`.
///
/// Events a responder does not handle travel up the responder chain through `next`: a view → its
/// controller when it is a controller's root view, else its superview; a controller → its view's superview
/// (or its parent while its view is not in a hierarchy); a window → the application; the application → nil.
/// The four touch methods forward to `next` by default, as UIKit's do, so a subclass that overrides one
/// without calling `super` stops the touch there.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The responder that is first responder, if any (UIKit keeps one per window; OpenUIKit keeps the key
    /// window's, which is the one that receives non-touch events).
    private static weak var currentFirstResponder: UIResponder?

    public override init() {
        super.init()
    }

    /// The next responder in the chain; nil by default.
    open var next: UIResponder? { nil }

    /// Called on each view and controller made from an Interface Builder file once every object of the
    /// load is made and its outlets and actions are connected (UIKit declares it on `NSObject`; here the
    /// objects that get it are responders, bar items and gesture recognizers). Overrides call `super`.
    open func awakeFromNib() {}

    // MARK: First responder

    /// Whether the responder accepts first-responder status; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder is willing to give up first-responder status; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool { Self.currentFirstResponder === self }

    /// Asks to become first responder. As UIKit, it fails (returns false) when `canBecomeFirstResponder`
    /// is false, when the current first responder refuses to resign, or when the responder is a view that is
    /// not in a window. Returns true when the responder is (now) first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, isInActiveHierarchy else { return false }
        if let current = Self.currentFirstResponder, !current.resignFirstResponder() { return false }
        Self.currentFirstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns false when `canResignFirstResponder` is false (the
    /// responder stays first responder); true otherwise, including when it was not first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        Self.currentFirstResponder = nil
        return true
    }

    /// Whether the responder can be first responder where it is: a view must be in a window; a controller's
    /// view must be loaded and in a window.
    var isInActiveHierarchy: Bool { true }

    /// The first responder, if any (where injected keys go).
    static var firstResponder: UIResponder? { currentFirstResponder }

    /// Drops the first responder without asking it (its view left the window, or the application reset).
    static func dropFirstResponder(_ responder: UIResponder? = nil) {
        guard responder == nil || currentFirstResponder === responder else { return }
        currentFirstResponder = nil
    }

    // MARK: Touches

    /// One or more fingers touched down in a view or window. The default passes the touches to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more touches moved. The default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers lifted. The default passes the touches to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a gesture recognizer recognized, the view left the window…).
    /// The default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
