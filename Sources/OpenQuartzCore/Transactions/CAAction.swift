import Foundation

/// An object a layer runs when one of its keys changes (Core Animation's `CAAction`). `CAAnimation`
/// conforms by adding itself to the layer for the key; `NSNull` conforms by doing nothing, which is how a
/// delegate or the `actions` dictionary says "no action".
@preconcurrency @MainActor
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: returning `NSNull()` from `action(for:forKey:)` stops the search for an action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
