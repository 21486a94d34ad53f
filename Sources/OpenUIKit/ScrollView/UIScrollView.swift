import Foundation
import OpenQuartzCore

/// A view whose content, larger than itself, the user moves by dragging (UIKit's `UIScrollView`).
///
/// The content offset is the bounds origin, as in UIKit: scrolling changes `bounds.origin`, so the
/// subviews move without their frames changing, and every change (a drag, a deceleration frame, a setter)
/// calls the delegate's `scrollViewDidScroll(_:)` and lays the view out again at the next commit.
///
/// The finger drives the offset through `panGestureRecognizer`; when it lifts, the content decelerates with
/// `decelerationRate`, bounces back from past an edge, or settles on a page when `isPagingEnabled` — all on
/// the virtual clock, frame by frame through a display link, so `runUntilIdle()` waits for the motion to end
/// (see `ScrollAxisMotion` for the curves). The delegate hears about it in UIKit's order:
/// `scrollViewWillBeginDragging`, `scrollViewDidScroll`…, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then when it decelerates `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll`… and `scrollViewDidEndDecelerating`. A touch on a decelerating scroll view stops it
/// where it is and ends the deceleration (`scrollViewDidEndDecelerating` while `isTracking`, as iOS 13 and
/// later are reported to do).
///
/// The safe area adds to the insets: `adjustedContentInset` is `contentInset` plus the safe-area insets
/// that `contentInsetAdjustmentBehavior` takes (see UIScrollView+ContentInsetAdjustment), so a table view
/// under a translucent navigation bar starts below it. Deliberate difference: there are no scroll
/// indicators and no zooming.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The object told about scrolling. A `UITableView`'s delegate, a `UITableViewDelegate`, goes here too
    /// (Swift cannot narrow a settable property's type in a subclass as Objective-C does).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content, in points. A negative or non-finite size is reported and ignored.
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite, newValue.width >= 0, newValue.height >= 0 else {
                Diagnostics.report(
                    .invalidGeometry, .exception,
                    "UIScrollView.contentSize must be finite and not negative; got \(newValue), kept \(storedContentSize)"
                )
                return
            }
            storedContentSize = newValue
            setNeedsLayout()
        }
    }
    private var storedContentSize: CGSize = .zero

    /// Extra room around the content, added to the range the offset can scroll over. Non-finite insets
    /// are reported and ignored.
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                Diagnostics.report(
                    .invalidGeometry, .exception,
                    "UIScrollView.contentInset must be finite; got \(newValue), kept \(storedContentInset)")
                return
            }
            storedContentInset = newValue
            setNeedsLayout()
        }
    }
    private var storedContentInset: UIEdgeInsets = .zero

    /// The insets the scroll view uses: `contentInset` plus the safe-area insets that
    /// `contentInsetAdjustmentBehavior` takes.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaAdjustment
        let inset = contentInset
        return UIEdgeInsets(
            top: inset.top + safe.top, left: inset.left + safe.left, bottom: inset.bottom + safe.bottom,
            right: inset.right + safe.right)
    }

    /// How the safe area adds to `adjustedContentInset` (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }
    /// Called when the adjusted insets change (after the content offset moved with them). The default does
    /// nothing.
    open func adjustedContentInsetDidChange() {}
    /// The adjusted insets when last looked at, to keep content resting at the top there when they change.
    var lastAdjustedContentInset: UIEdgeInsets = .zero

    /// Whether the user can scroll (true by default): it enables `panGestureRecognizer`, so turning it off
    /// cancels a drag in progress.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// The recognizer whose pans drag the content. Its translation moves the content from where the drag
    /// began; its velocity at the end starts the deceleration. Exposed, as in UIKit, to add failure
    /// requirements or read the gesture; a touch it receives stops moving content.
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// Whether a drag ends on a multiple of the bounds size (false by default).
    open var isPagingEnabled = false

    /// Whether the content can be dragged past its edges and springs back (true by default).
    open var bounces = true

    /// Whether the content bounces vertically even when it is not taller than the view (false by default).
    open var alwaysBounceVertical = false

    /// Whether the content bounces horizontally even when it is not wider than the view (false by default).
    open var alwaysBounceHorizontal = false

    /// How quickly the content slows down after a flick (`.normal` by default). A rate outside 0 < r < 1
    /// (which would never stop, or move backwards) is reported and ignored.
    open var decelerationRate: DecelerationRate {
        get { storedDecelerationRate }
        set {
            guard newValue.rawValue > 0, newValue.rawValue < 1 else {
                Diagnostics.report(
                    .invalidArgument, .exception,
                    "UIScrollView.decelerationRate must be between 0 and 1; got \(newValue.rawValue), kept \(storedDecelerationRate.rawValue)"
                )
                return
            }
            storedDecelerationRate = newValue
        }
    }
    private var storedDecelerationRate: DecelerationRate = .normal

    /// Whether a finger is on the content (it may not have moved yet).
    public internal(set) var isTracking = false

    /// Whether the user is dragging the content (from when the pan begins until the finger lifts).
    public internal(set) var isDragging = false

    /// Whether the content is still moving after the finger lifted (decaying, bouncing back or settling on
    /// a page).
    public internal(set) var isDecelerating = false

    /// The motion in progress and the display link stepping it (UIScrollView+Motion).
    var motion: ScrollMotion?
    var motionLink: CADisplayLink?
    /// The offset when the current drag began (UIScrollView+Dragging).
    var dragStartOffset: CGPoint = .zero
    /// Whether the finger now down stopped moving content (such a touch selects nothing in a table).
    var touchStoppedMotion = false

    /// A scroll view of `frame` showing the top-left of its content, clipping it to its bounds (Apple's
    /// `clipsToBounds` documentation: UIScrollView overrides the default to true).
    public override init(frame: CGRect) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(frame: frame)
        clipsToBounds = true
        installPanGestureRecognizer(pan)
    }

    /// Makes a scroll view from an Interface Builder file: the view's attributes (clipping unless the file
    /// says otherwise), then the bounce and indicator attributes (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(coder: coder)
        if !coder.containsValue(forKey: "clipsSubviews") { clipsToBounds = true }
        installPanGestureRecognizer(pan)
        if let coder = coder as? IBCoder { coder.instantiation.decodeScrollView(self, from: coder.element) }
    }

    /// The pan reaches the scroll view through its `scrollView`, not as a target: a target is held weakly,
    /// and a weak reference gives the scroll view a side table of reference counts, which makes every retain
    /// and release of it (each of its cells' walks up the hierarchy) several times slower.
    private func installPanGestureRecognizer(_ pan: ScrollViewPanGestureRecognizer) {
        pan.scrollView = self
        pan.actions.append(
            .handler { recognizer in (recognizer as? ScrollViewPanGestureRecognizer)?.scrollViewPanned() })
        addGestureRecognizer(pan)
    }

    /// The pan (which may outlive the scroll view, moved to another view) no longer reaches it.
    deinit {
        (panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.scrollView = nil
    }

    /// The scroll view's coordinate space; its origin is the content offset. A change of origin calls
    /// `scrollViewDidScroll(_:)` and asks for layout.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            guard super.bounds.origin != oldOrigin else { return }
            setNeedsLayout()
            owningViewController?.navigationController?.navigationBar.topContentDidScroll()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The point of the content at the view's top-left corner (the bounds origin). Setting it stops any
    /// motion, as `setContentOffset(_:animated: false)` does.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content so that `contentOffset` becomes `offset`, at once or with UIKit's scroll animation
    /// (OpenUIKit: 0.3 s, ease-in-ease-out; `scrollViewDidScroll(_:)` every frame, then
    /// `scrollViewDidEndScrollingAnimation(_:)`). Either way it stops any deceleration or earlier animation
    /// first, without their end callbacks. The offset is not limited to the content, as in UIKit. An
    /// animated move to the current offset does nothing. A NaN or infinite offset is reported and ignored.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            Diagnostics.report(
                .invalidGeometry, .exception, "setContentOffset(_:animated:) needs a finite offset; got \(offset)")
            return
        }
        stopMotion()
        guard animated else {
            bounds.origin = offset
            return
        }
        guard offset != contentOffset else { return }
        startMotion(ScrollMotion(.animation(from: contentOffset, to: offset, start: CACurrentMediaTime())))
    }

    /// Scrolls the least needed to show `rect` (content coordinates), animated like `setContentOffset`.
    /// Nothing happens when it is already visible; an empty rectangle is ignored, as in UIKit.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return
        }
        let range = offsetRange
        func axis(
            _ low: CGFloat, _ high: CGFloat, _ current: CGFloat, _ size: CGFloat, _ bounds: ClosedRange<CGFloat>
        ) -> CGFloat {
            let wanted = low < current ? low : high > current + size ? high - size : current
            return min(max(wanted, bounds.lowerBound), bounds.upperBound)
        }
        let target = CGPoint(
            x: axis(rect.minX, rect.maxX, contentOffset.x, bounds.width, range.x),
            y: axis(rect.minY, rect.maxY, contentOffset.y, bounds.height, range.y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The offsets the content rests between on each axis: from minus the leading inset to the content's
    /// far edge plus its inset minus the view's size (never below the start).
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset, size = bounds.size
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - size.width)
        let maxY = max(minY, contentSize.height + inset.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether a drag moves the content on each axis: when it is larger than the view (insets included)
    /// or bounces there anyway (`alwaysBounce…` with `bounces`).
    var scrollableAxes: (x: Bool, y: Bool) {
        let inset = adjustedContentInset, size = bounds.size
        return (
            contentSize.width + inset.left + inset.right > size.width || (bounces && alwaysBounceHorizontal),
            contentSize.height + inset.top + inset.bottom > size.height || (bounces && alwaysBounceVertical)
        )
    }
}

// MARK: Content inset adjustment

extension UIScrollView {
    /// How the safe area adds to a scroll view's insets (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `.scrollableAxes`, and the top and bottom insets too for a controller's root scroll view in a
        /// navigation controller, scrollable or not (UIKit's rule for compatibility).
        case automatic
        /// The insets of the axes the content scrolls along (larger than the view, or `alwaysBounce…`).
        case scrollableAxes
        /// No safe-area insets.
        case never
        /// All the safe-area insets.
        case always
    }

    /// The part of the safe area that `contentInsetAdjustmentBehavior` adds to the insets.
    var safeAreaAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return .zero }
        let inset = contentInset, size = bounds.size
        let vertical =
            contentSize.height + inset.top + inset.bottom > size.height || (bounces && alwaysBounceVertical)
        let horizontal =
            contentSize.width + inset.left + inset.right > size.width || (bounces && alwaysBounceHorizontal)
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes, .automatic:
            let rootInNavigation =
                contentInsetAdjustmentBehavior == .automatic && owningViewController?.navigationController != nil
            let takesVertical = vertical || rootInNavigation
            return UIEdgeInsets(
                top: takesVertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                bottom: takesVertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
        }
    }

    /// After the safe area or the behaviour changed: when the adjusted insets changed, content resting at
    /// the top (or the left) moves to the new resting offset, as UIKit keeps it, then
    /// `adjustedContentInsetDidChange()` is called and layout asked for.
    func adjustedContentInsetMayHaveChanged() {
        let old = lastAdjustedContentInset, new = adjustedContentInset
        guard new != old else { return }
        lastAdjustedContentInset = new
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        if offset != contentOffset { setContentOffset(offset, animated: false) }
        adjustedContentInsetDidChange()
        setNeedsLayout()
    }
}
