import Testing
@testable import OpenUIKit

/// A scroll-view delegate writing each call to a log, offsets and velocities to 3 decimals; it can move
/// the target of a drag's end.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var lines: [String] = []
    /// Replaces the target in `scrollViewWillEndDragging` when set.
    var retarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { lines.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { lines.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        lines.append("willEndDragging v=\(short(velocity)) target=\(short(targetContentOffset.pointee))")
        if let retarget { targetContentOffset.pointee = retarget }
    }
    /// `isTracking` when `scrollViewDidEndDragging` came.
    var trackingWhenDragEnded: Bool?

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        lines.append("didEndDragging \(decelerate)")
        trackingWhenDragEnded = scrollView.isTracking
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { lines.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { lines.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { lines.append("didEndScrollingAnimation") }

    /// The log with runs of `didScroll` folded into `didScroll×n`.
    var folded: [String] {
        var result: [String] = []
        var run = 0
        func flush() {
            if run > 0 { result.append(run == 1 ? "didScroll" : "didScroll×\(run)") }
            run = 0
        }
        for line in lines {
            if line == "didScroll" { run += 1 } else { flush(); result.append(line) }
        }
        flush()
        return result
    }
}

/// A 300 × 400 scroll view in a shown window, over content of `contentSize`, with a recorder as delegate.
@MainActor
func makeScrollView(contentSize: CGSize = CGSize(width: 300, height: 5000)) -> (UIScrollView, ScrollRecorder) {
    let window = makeTouchWindow()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.contentSize = contentSize
    window.addSubview(scrollView)
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    UIApplication.shared.advance(by: 0)
    return (scrollView, recorder)
}

/// The distance a decay of `velocity` pt/ms has covered `milliseconds` after release, from the documented
/// model: the velocity is multiplied by `rate` every millisecond, so Σ v·rᵏ = v·r·(1 − rᵗ)/(1 − r).
func decayDistance(velocity: Double, rate: Double, milliseconds: Double) -> Double {
    velocity * rate * (1 - pow(rate, milliseconds)) / (1 - rate)
}

/// A point as "x,y" with up to 3 decimals and no trailing zeros.
func short(_ point: CGPoint) -> String {
    func number(_ value: CGFloat) -> String {
        var text = String(format: "%.3f", Double(value) + 0)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
    return "\(number(point.x)),\(number(point.y))"
}

/// Whether two values agree to 1e-6.
func close(_ a: CGFloat, _ b: Double) -> Bool {
    abs(Double(a) - b) < 1e-6
}
