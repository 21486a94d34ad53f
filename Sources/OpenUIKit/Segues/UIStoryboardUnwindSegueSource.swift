import Foundation

/// What an unwind segue's search for its destination knows (UIKit's `UIStoryboardUnwindSegueSource`): the
/// controller the unwind starts from, its action and the object that triggered it. UIKit makes one when an
/// unwind segue is triggered and passes it to `allowedChildrenForUnwinding(from:)` and
/// `childContaining(_:)`; apps do not make their own. The action is the selector string Interface Builder
/// writes (`unwindToList:`), since Swift on Linux has no `Selector`.
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource {
    /// The controller the unwind segue starts from (the one being left).
    public let source: UIViewController
    /// The unwind action the destination implements (`unwindToList:`).
    public let unwindAction: String
    /// The object that triggered the segue.
    public let sender: Any?

    init(source: UIViewController, unwindAction: String, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
