import Foundation

/// A transition from one controller to another (UIKit's `UIStoryboardSegue`), made without storyboards:
/// a controller declares its segues with `declareSegue(withIdentifier:segueClass:destination:)` and
/// `performSegue(withIdentifier:sender:)` makes one, lets the source prepare it, and calls `perform()`.
///
/// Subclasses override `perform()` to carry the transition out (or to do nothing: an empty segue
/// leaves the work to the source's `prepare(for:sender:)`). The base class runs its perform handler, if it
/// was made with one, and otherwise does nothing.
@preconcurrency @MainActor
open class UIStoryboardSegue {
    /// The identifier the segue was declared with.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController
    private var performHandler: (() -> Void)?

    /// Makes a segue; `performSegue` calls this initializer of the declared class.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Makes a segue whose `perform()` runs `performHandler`.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Carries the transition out: runs the perform handler, if any.
    open func perform() {
        performHandler?()
    }
}
