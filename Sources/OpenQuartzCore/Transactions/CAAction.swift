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

/// An action that takes the two values before a change as they are (the framework's own actions for UIKit's
/// animation blocks): the layer runs it without building the arguments dictionary of
/// ``CAAction/run(forKey:object:arguments:)``, whose hashing of its keys cost more than the rest of a
/// change's bookkeeping when a block animates a few hundred views.
@MainActor
package protocol CALayerChangeAction: CAAction {
    /// Runs the action for `layer`'s change of `event`: `previousValue` was on screen just before the
    /// change, `previousModelValue` was the model value (the two arguments of the dictionary form).
    func run(forKey event: String, on layer: CALayer, previousValue: Any?, previousModelValue: Any?)
}
