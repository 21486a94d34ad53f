import Foundation
import OpenQuartzCore

/// The scroll style: pages on `PageQueuingScrollView`, swipes turned into page transitions.
extension UIPageViewController {
    /// The distance between two slots along the axis: the page's length plus `interPageSpacing`.
    var pageLength: CGFloat {
        let bounds = contentBounds
        return (navigationOrientation == .horizontal ? bounds.width : bounds.height) + interPageSpacing
    }

    /// The offset along the axis where the current page rests (the middle slot).
    var restingOffset: CGFloat { pageLength }

    /// The scroll view's offset along the axis.
    var axisOffset: CGFloat {
        navigationOrientation == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    }

    /// The content offset showing slot `index` (0 before, 1 current, 2 after).
    func slotOffset(_ index: Int) -> CGPoint {
        let along = pageLength * CGFloat(index)
        return navigationOrientation == .horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
    }

    /// The frame of a page in slot `index`, in the scroll view's content: half the spacing before it, so
    /// the resting page lines up with the content area.
    func slotFrame(_ index: Int) -> CGRect {
        let size = contentBounds.size
        let start = interPageSpacing / 2 + pageLength * CGFloat(index)
        return navigationOrientation == .horizontal
            ? CGRect(x: start, y: 0, width: size.width, height: size.height)
            : CGRect(x: 0, y: start, width: size.width, height: size.height)
    }

    /// Lays out the page indicator's band at the bottom, the scroll view (the content area widened by the
    /// spacing, half each side), its three slots and the current page in the middle one, resting there
    /// (unless the finger or a motion moves the content).
    func layOutScrollView() {
        let height = Self.pageControlHeight, whole = view.bounds
        pageControl.frame = CGRect(x: whole.minX, y: whole.maxY - height, width: whole.width, height: height)
        let bounds = contentBounds, spacing = interPageSpacing
        scrollView.frame =
            navigationOrientation == .horizontal
            ? CGRect(x: bounds.minX - spacing / 2, y: bounds.minY, width: bounds.width + spacing, height: bounds.height)
            : CGRect(x: bounds.minX, y: bounds.minY - spacing / 2, width: bounds.width, height: bounds.height + spacing)
        scrollView.contentSize =
            navigationOrientation == .horizontal
            ? CGSize(width: pageLength * 3, height: bounds.height) : CGSize(width: bounds.width, height: pageLength * 3)
        scrollView.alwaysBounceHorizontal = navigationOrientation == .horizontal
        scrollView.alwaysBounceVertical = navigationOrientation == .vertical
        guard !scrollView.isTracking, !scrollView.isDragging, !scrollView.isDecelerating else { return }
        recentre(on: pages.first)
    }

    /// Puts `page` in the middle slot and the content at rest on it, without telling anyone (the pages did
    /// not move on screen); forgets the neighbours and closes their slots.
    private func recentre(on page: UIViewController?) {
        scrollView.isRecentring = true
        defer { scrollView.isRecentring = false }
        if let page {
            page.view.frame = slotFrame(1)
            if page.view.superview !== scrollView { scrollView.addSubview(page.view) }
        }
        scrollView.contentOffset = slotOffset(1)
        scrollView.before = nil
        scrollView.after = nil
        openSlots(before: false, after: false)
    }

    /// Opens or closes the slots of the neighbours with negative insets along the axis.
    private func openSlots(before: Bool, after: Bool) {
        let closedBefore = before ? 0 : -pageLength, closedAfter = after ? 0 : -pageLength
        scrollView.contentInset =
            navigationOrientation == .horizontal
            ? UIEdgeInsets(top: 0, left: closedBefore, bottom: 0, right: closedAfter)
            : UIEdgeInsets(top: closedBefore, left: 0, bottom: closedAfter, right: 0)
    }

    // MARK: Swipes

    /// A drag begins: the data source is asked for both neighbours of the current page (before, then
    /// after), and the slots of those it gives open. A neighbour that is the current page or another
    /// container's child is reported and treated as none.
    func scrollDragWillBegin() {
        guard activeTransition == nil, let current = pages.first else { return }
        let before = dataSource?.pageViewController(self, viewControllerBefore: current)
        let after = dataSource?.pageViewController(self, viewControllerAfter: current)
        scrollView.before = checkedNeighbour(before, of: current, from: "viewControllerBefore")
        scrollView.after = checkedNeighbour(after, of: current, from: "viewControllerAfter")
        openSlots(before: scrollView.before != nil, after: scrollView.after != nil)
    }

    /// `page` when it can be shown next to `current`; nil (reported) when it is `current` itself or
    /// belongs to another container.
    func checkedNeighbour(
        _ page: UIViewController?, of current: UIViewController, from call: String
    ) -> UIViewController? {
        guard let page else { return nil }
        guard page !== current, !pages.contains(where: { $0 === page }), canAdopt(page) else {
            Diagnostics.report(
                .invalidDataSource, .exception,
                "pageViewController(_:\(call):) returned \(page), which is already shown or the child of another controller; no page that way"
            )
            return nil
        }
        return page
    }

    /// The content moved: the first move of a drag toward a neighbour starts the transition to it; later
    /// moves report the progress; a drag back across the current page toward the other neighbour turns
    /// the first transition back and starts one to the other.
    func scrollDidScroll() {
        guard !scrollView.isRecentring else { return }
        let delta = axisOffset - restingOffset
        if let transition = activeTransition {
            guard transition.isInteractive else { return }
            guard transition.isForward ? delta < 0 : delta > 0 else {
                transition.update(abs(delta) / max(pageLength, 1))
                return
            }
            transition.end(completed: false)
        }
        guard scrollView.isDragging else { return }
        if delta > 0, let after = scrollView.after {
            startScrollTransition(to: after, forward: true, interactive: true, animated: true, origin: .gesture)
        } else if delta < 0, let before = scrollView.before {
            startScrollTransition(to: before, forward: false, interactive: true, animated: true, origin: .gesture)
        }
    }

    /// The content came to rest: on the arriving page the transition completes, on the current page it
    /// turns back.
    func scrollDidComeToRest() {
        guard let transition = activeTransition else { return }
        let delta = axisOffset - restingOffset
        let arrived = transition.isForward ? pageLength : -pageLength
        if abs(delta - arrived) < 0.5 {
            transition.end(completed: true)
        } else if abs(delta) < 0.5 {
            transition.end(completed: false)
        }
    }

    /// Starts a scroll transition to `page`, the neighbour after (`forward`) or before. A gesture's is
    /// interactive: the finger and the paging scroll view move the pages. A set's scrolls to the page with
    /// the scroll view's animation (`setContentOffset(_:animated: true)`), or ends at once.
    func startScrollTransition(
        to page: UIViewController, forward: Bool, interactive: Bool, animated: Bool, origin: PageTransition.Origin
    ) {
        guard let from = pages.first else { return }
        let slot = forward ? 2 : 0
        let transition = PageTransition(
            from: from, to: page, previousPages: pages, newPages: [page], isForward: forward,
            isInteractive: interactive, isAnimated: animated, duration: ScrollMotion.animationDuration, origin: origin)
        transition.place = { [self] in
            page.view.frame = slotFrame(slot)
            scrollView.addSubview(page.view)
            openSlots(
                before: forward ? scrollView.before != nil : true, after: forward ? true : scrollView.after != nil)
        }
        if !interactive {
            transition.animate = { [self] transition in
                if animated {
                    scrollView.setContentOffset(slotOffset(slot), animated: true)
                } else {
                    transition.end(completed: true)
                }
            }
        }
        start(transition, container: scrollView) { [self] completed in
            if completed {
                from.viewIfLoaded?.removeFromSuperview()
                recentre(on: page)
            } else {
                page.viewIfLoaded?.removeFromSuperview()
            }
        }
    }
}
