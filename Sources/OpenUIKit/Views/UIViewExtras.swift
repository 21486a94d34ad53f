import Foundation
import OpenCoreGraphics

/// The state a view keeps for drawing, autoresizing, tint and touch flags, in one stored property so that
/// `UIView`'s own declaration stays short.
@MainActor
struct UIViewExtras {
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    /// The tint colour set on the view itself (nil: inherited).
    var tintColor: UIColor?
    var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    var isExclusiveTouch = false
    var isMultipleTouchEnabled = false
    /// The attached gesture recognizers, in the order added.
    var gestureRecognizers: [UIGestureRecognizer] = []
    /// The image the view's last `draw(_:)` produced, to tell the view's own drawing from contents set by
    /// others (an image view's image, a snapshot's picture).
    weak var drawnContents: CGImage?
    /// The safe-area insets computed last (see `UIView.safeAreaInsets`).
    var safeAreaInsets: UIEdgeInsets = .zero
    /// The Auto Layout state, made when the view first takes part in Auto Layout (see ViewLayoutState).
    var layoutState: ViewLayoutState?
    /// The `LayoutEngine.reachabilityGeneration` at which the view last found no engine in its hierarchy
    /// (-1: never looked).
    var noEngineGeneration = -1
    /// The animation calls made without `.allowUserInteraction` that animated the view, the latest last
    /// (see `UIView.isAnimatingWithoutUserInteraction`); those that ended go when the next one comes.
    var interactionBlockingCalls: [UIViewAnimationCompletion] = []
}
