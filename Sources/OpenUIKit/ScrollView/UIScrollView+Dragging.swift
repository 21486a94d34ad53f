import Foundation
import OpenQuartzCore

/// What the finger does to a scroll view: tracking from touch-down, dragging while the pan recognizer
/// reports a translation, and the release that hands the content to a `ScrollMotion`.
extension UIScrollView {
    /// How far past an edge a drag shows the content, for a finger `excess` points past it in a view of
    /// `dimension` points: `(1 − 1/(excess·0.55/dimension + 1))·dimension`. UIKit does not document its
    /// rubber band; this is the formula commonly reported for it. It starts at the finger's pace and never
    /// reaches `dimension`.
    static func rubberBandDistance(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (excess * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The inverse of `rubberBandDistance`: how far past the edge the finger is for content shown
    /// `distance` points past it (a drag that catches the content while it bounces back continues from there).
    static func rubberBandExcess(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, distance < dimension else { return 0 }
        return dimension / rubberBandCoefficient * distance / (dimension - distance)
    }

    private static let rubberBandCoefficient: CGFloat = 0.55

    /// A release slower than this (points per millisecond) settles on the nearest page; a faster one moves
    /// to the next page in its direction. UIKit does not publish its threshold; 0.3 pt/ms (300 pt/s) is
    /// OpenUIKit's choice.
    static let pagingVelocityThreshold: CGFloat = 0.3

    // MARK: The finger

    /// The pan's action: the drag follows its translation; its end hands its velocity to the release. A
    /// cancelled pan (scrolling disabled, the system taking the touch) ends the drag without velocity and
    /// stops tracking the finger, which the recognizer no longer follows.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging()
            drag(by: pan.translation(in: self))
        case .changed:
            drag(by: pan.translation(in: self))
        case .ended:
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled, .failed:
            if isDragging { cancelDragging() }
            endTracking()
        default:
            break
        }
    }

    /// A finger went down on the content: the view tracks, and moving content stops where it is. A
    /// deceleration stopped so ends with `scrollViewDidEndDecelerating(_:)` at once (while `isTracking`),
    /// as iOS 13 and later are reported to do; an animated scroll ends without its callback.
    func beginTracking() {
        isTracking = true
        touchStoppedMotion = motion != nil
        let wasDecelerating = isDecelerating
        stopMotion()
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
    }

    /// The finger lifted without dragging: content it caught past an edge springs back, and a paging
    /// scroll view caught between pages settles on the nearest (ending with `scrollViewDidEndDecelerating`).
    func endTracking() {
        isTracking = false
        guard !isDragging, motion == nil else { return }
        let (x, y) = releaseMotions(velocity: .zero, target: isPagingEnabled ? pageTarget(velocity: .zero) : nil)
        guard !x.isAtRest || !y.isAtRest else { return }
        isDecelerating = true
        startMotion(ScrollMotion(.deceleration(x: x, y: y)))
    }

    /// The pan began: the drag starts from the current offset (from where the finger would be when the
    /// content is past an edge).
    func beginDragging() {
        let range = offsetRange
        func unbanded(_ offset: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
            guard bounces else { return offset }
            if offset < range.lowerBound {
                return range.lowerBound - Self.rubberBandExcess(range.lowerBound - offset, dimension: dimension)
            }
            if offset > range.upperBound {
                return range.upperBound + Self.rubberBandExcess(offset - range.upperBound, dimension: dimension)
            }
            return offset
        }
        dragStartOffset = CGPoint(
            x: unbanded(contentOffset.x, range.x, bounds.width), y: unbanded(contentOffset.y, range.y, bounds.height))
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger moved `translation` (in this view's coordinates) since the drag began: the content follows
    /// on the axes it scrolls on, with the rubber band past the edges (or stopping there without `bounces`).
    func drag(by translation: CGPoint) {
        let range = offsetRange, axes = scrollableAxes
        func banded(_ raw: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
            guard bounces else { return min(max(raw, range.lowerBound), range.upperBound) }
            if raw < range.lowerBound {
                return range.lowerBound - Self.rubberBandDistance(range.lowerBound - raw, dimension: dimension)
            }
            if raw > range.upperBound {
                return range.upperBound + Self.rubberBandDistance(raw - range.upperBound, dimension: dimension)
            }
            return raw
        }
        let x = axes.x ? banded(dragStartOffset.x - translation.x, range.x, bounds.width) : contentOffset.x
        let y = axes.y ? banded(dragStartOffset.y - translation.y, range.y, bounds.height) : contentOffset.y
        bounds.origin = CGPoint(x: x, y: y)
    }

    /// The finger lifted with the pan's `velocity` (points per second in this view's coordinates, the
    /// finger's direction). The content's velocity, in points per millisecond and toward larger offsets as
    /// UIKit gives it to the delegate, is minus the finger's over 1000. The target is where the decay comes
    /// to rest (kept within the content), or the page when paging; the delegate may move it (not when
    /// paging). Then, in UIKit's order: `scrollViewWillEndDragging`, `scrollViewDidEndDragging` (with
    /// `isDragging` false and `isTracking` still true — the finger's lift clears it right after), and when
    /// the content keeps moving `scrollViewWillBeginDecelerating` and the motion.
    func endDragging(velocity fingerVelocity: CGPoint) {
        let axes = scrollableAxes
        let velocity = CGPoint(
            x: axes.x && fingerVelocity.x.isFinite ? -fingerVelocity.x / 1000 : 0,
            y: axes.y && fingerVelocity.y.isFinite ? -fingerVelocity.y / 1000 : 0)
        let proposed = isPagingEnabled ? pageTarget(velocity: velocity) : restingTarget(velocity: velocity)
        var target = proposed
        withUnsafeMutablePointer(to: &target) {
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: $0)
        }
        if isPagingEnabled {
            target = proposed
        } else if !target.x.isFinite || !target.y.isFinite {
            Diagnostics.report(
                .invalidGeometry, .exception,
                "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) set a non-finite target \(target); kept \(proposed)"
            )
            target = proposed
        }
        let (x, y) = releaseMotions(velocity: velocity, target: isPagingEnabled || target != proposed ? target : nil)
        isDragging = false
        let decelerates = !x.isAtRest || !y.isAtRest
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates, !isDragging, motion == nil else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(ScrollMotion(.deceleration(x: x, y: y)))
    }

    /// The pan was cancelled: the drag ends without velocity.
    func cancelDragging() {
        endDragging(velocity: .zero)
    }

    // MARK: Where the content goes

    /// Where a decay at `velocity` (pt/ms) comes to rest, kept within the content; from past an edge, the edge.
    private func restingTarget(velocity: CGPoint) -> CGPoint {
        let range = offsetRange, rate = decelerationRate.rawValue
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            let resting =
                range.contains(offset)
                ? offset + ScrollAxisMotion.projectedDistance(velocity: velocity, rate: rate) : offset
            return min(max(resting, range.lowerBound), range.upperBound)
        }
        return CGPoint(x: axis(contentOffset.x, velocity.x, range.x), y: axis(contentOffset.y, velocity.y, range.y))
    }

    /// The page a paging scroll view settles on, per axis with pages the size of the bounds: the next page
    /// in the direction of a release faster than `pagingVelocityThreshold`, else the nearest page; kept
    /// within the content.
    func pageTarget(velocity: CGPoint) -> CGPoint {
        let range = offsetRange
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ pageSize: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat
        {
            guard pageSize > 0 else { return offset }
            let position = offset / pageSize
            let page =
                velocity > Self.pagingVelocityThreshold
                ? position.rounded(.down) + 1
                : velocity < -Self.pagingVelocityThreshold ? position.rounded(.up) - 1 : position.rounded()
            return min(max(page * pageSize, range.lowerBound), range.upperBound)
        }
        return CGPoint(
            x: axis(contentOffset.x, velocity.x, bounds.width, range.x),
            y: axis(contentOffset.y, velocity.y, bounds.height, range.y))
    }

    /// Each axis's motion after a release at `velocity` (pt/ms): back to the edge from past one; else toward
    /// `target` when given (a page, or the delegate's choice): decaying onto it when the flick goes its way
    /// and the target is no farther than the flick's own resting place (the rate `r = d/(v + d)` whose
    /// projection `v·r/(1 − r)` is the distance `d`), on the spring otherwise; else the natural decay with
    /// `decelerationRate`.
    private func releaseMotions(velocity: CGPoint, target: CGPoint?) -> (ScrollAxisMotion, ScrollAxisMotion) {
        let range = offsetRange, now = CACurrentMediaTime(), rate = decelerationRate.rawValue
        func axis(
            _ offset: CGFloat, _ velocity: CGFloat, _ target: CGFloat?, _ range: ClosedRange<CGFloat>
        ) -> ScrollAxisMotion {
            guard range.contains(offset) else {
                let edge = min(max(offset, range.lowerBound), range.upperBound)
                guard velocity != 0 else {
                    return ScrollAxisMotion(.bounceFromRest(target: edge, displacement: offset - edge, start: now))
                }
                return ScrollAxisMotion(
                    .spring(target: edge, displacement: offset - edge, velocity: velocity * 1000, start: now))
            }
            guard let target else {
                guard velocity != 0 else { return ScrollAxisMotion(.rest(offset)) }
                return ScrollAxisMotion.decay(
                    from: offset, velocity: velocity, rate: rate, start: now, range: range, bounces: bounces)
            }
            let distance = target - offset
            if distance == 0, velocity == 0 { return ScrollAxisMotion(.rest(offset)) }
            let fittedRate = distance / (velocity + distance)
            if distance * velocity > 0, fittedRate <= rate {
                return ScrollAxisMotion(
                    .decay(origin: offset, target: target, rate: fittedRate, start: now, range: range, bounces: bounces)
                )
            }
            return ScrollAxisMotion(
                .spring(target: target, displacement: -distance, velocity: velocity * 1000, start: now))
        }
        let axes = scrollableAxes
        return (
            axes.x ? axis(contentOffset.x, velocity.x, target?.x, range.x) : ScrollAxisMotion(.rest(contentOffset.x)),
            axes.y ? axis(contentOffset.y, velocity.y, target?.y, range.y) : ScrollAxisMotion(.rest(contentOffset.y))
        )
    }
}
