import Foundation

/// The Auto Layout state of one view, made the first time the view takes part in Auto Layout so that
/// views laid out by frames carry nothing but a nil reference.
@MainActor
final class ViewLayoutState {
    /// The constraints installed on the view (its `constraints`), in the order added.
    var constraints: [NSLayoutConstraint] = []
    /// The layout guides added to the view, in the order added (the system guides once asked for).
    var layoutGuides: [UILayoutGuide] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var huggingPriorities = [UILayoutPriority.defaultLow, .defaultLow]
    var compressionResistancePriorities = [UILayoutPriority.defaultHigh, .defaultHigh]
    /// Whether `updateConstraints()` is due at the next update pass (true for a view new to Auto Layout).
    var needsUpdateConstraints = true
    /// The margins set on the view (nil until set: the default is 8 points each, or a controller's root
    /// view's system minimum).
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// An arranged view hidden inside an animation block: hidden in the model (its stack collapses it) while
    /// its layer stays shown until the block's animations end.
    var isCollapsingInStack = false
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, once asked for.
    var contentLayoutGuide: UILayoutGuide?
    var frameLayoutGuide: UILayoutGuide?
    /// The engine of the hierarchy this view is the root of (nil for other views).
    var rootEngine: LayoutEngine?
    /// The engine that lays the view out, set while the view takes part in one.
    weak var engine: LayoutEngine?
}
