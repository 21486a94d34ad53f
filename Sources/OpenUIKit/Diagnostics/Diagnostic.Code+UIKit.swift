import OpenQuartzCore

extension Diagnostic.Code {
    /// A controller's view placed under a view of a controller that is not its parent
    /// (UIKit's `UIViewControllerHierarchyInconsistency` exception).
    public static let viewControllerHierarchyInconsistency = Diagnostic.Code(
        rawValue: "viewControllerHierarchyInconsistency")
    /// "Unbalanced calls to begin/end appearance transitions" (UIKit's console warning).
    public static let unbalancedAppearanceTransition = Diagnostic.Code(rawValue: "unbalancedAppearanceTransition")
    /// A controller told `viewDidAppear` twice for one appearance (its view was added with `addSubview`
    /// before `addChild`).
    public static let duplicateAppearance = Diagnostic.Code(rawValue: "duplicateAppearance")
    /// Misuse of the containment API (a controller added to itself, transition between non-children…).
    public static let invalidContainment = Diagnostic.Code(rawValue: "invalidContainment")
    /// Touch injection that UIKit could never produce: no visible window to touch, a NaN or infinite point,
    /// input for a touch that has already ended.
    public static let invalidTouch = Diagnostic.Code(rawValue: "invalidTouch")
    /// A table view's data source or delegate answered what UIKit raises for: a negative count, a cell the
    /// table cannot use (a dequeue with an unregistered identifier, a cell already in use), an invalid height.
    public static let invalidDataSource = Diagnostic.Code(rawValue: "invalidDataSource")
    /// A segue identifier the controller does not declare.
    public static let unknownSegue = Diagnostic.Code(rawValue: "unknownSegue")
}

extension Diagnostic.Code {
    /// Misuse of a controller transition: `completeTransition(_:)` twice, an animator that never calls it,
    /// a push or pop while another transition runs, a stack with duplicates…
    public static let invalidTransition = Diagnostic.Code(rawValue: "invalidTransition")
}

extension Diagnostic.Code {
    /// An image request UIKit ignores or corrects, usually with a console message: cap insets larger than the
    /// image, a negative animation duration, an asset catalog whose `Contents.json` cannot be read.
    public static let invalidImage = Diagnostic.Code(rawValue: "invalidImage")

    /// A collection view's batch update that UIKit raises for: counts that do not add up ("Invalid update"),
    /// a batch inside another batch's block or during an interactive layout transition.
    public static let invalidUpdate = Diagnostic.Code(rawValue: "invalidUpdate")
}
