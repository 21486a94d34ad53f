import Foundation
import OpenQuartzCore

/// One page-curl turn with the spine at an edge: which page leaves, which arrives, which sheet turns.
/// Forward, the current page is the sheet and turns over (progress 0 → 1), revealing the arriving page
/// underneath; backward, the arriving page is the sheet and turns back over the current one (1 → 0).
@MainActor
struct PageCurlTurn {
    let forward: Bool
    let from: UIViewController
    let to: UIViewController
    /// The back side of the sheet (double-sided pages), else nil: the sheet's own content shows through.
    let back: UIViewController?
    /// The pages after the turn.
    let newPages: [UIViewController]

    var sheet: UIViewController { forward ? from : to }
    var under: UIViewController { forward ? to : from }
    /// The curl's progress at the start and at the end of the turn.
    var startProgress: CGFloat { forward ? 0 : 1 }
    var endProgress: CGFloat { forward ? 1 : 0 }

    /// The turn from the current page to `newPages` (`newPages[0]` arriving; `back` the sheet's back).
    init(pageViewController: UIPageViewController, forward: Bool, newPages: [UIViewController], back: UIViewController?)
    {
        self.forward = forward
        from = pageViewController.pages[0]
        to = newPages[0]
        self.back = back
        self.newPages = newPages
    }
}

/// The page-curl style: turns driven by the pan, the tap or `setViewControllers`.
extension UIPageViewController {
    /// The edge of the sheet that is the spine.
    var curlSpine: PageCurlGeometry.Spine {
        switch (navigationOrientation, spineLocation) {
        case (.horizontal, .max): return .maxX
        case (.vertical, .max): return .maxY
        case (.vertical, _): return .minY
        default: return .minX
        }
    }

    /// The turn a gesture asks for, from the data source: the page after (forward) or before the current
    /// one — for double-sided pages, the back of the sheet first, then the page after it. Nil when the data
    /// source has no page that way (or gives one it cannot use, reported).
    func gestureTurn(forward: Bool) -> PageCurlTurn? {
        guard let current = pages.first, let dataSource else { return nil }
        let call = forward ? "viewControllerAfter" : "viewControllerBefore"
        func neighbour(of page: UIViewController) -> UIViewController? {
            let found =
                forward
                ? dataSource.pageViewController(self, viewControllerAfter: page)
                : dataSource.pageViewController(self, viewControllerBefore: page)
            return checkedNeighbour(found, of: current, from: call)
        }
        guard isDoubleSided else {
            return neighbour(of: current).map {
                PageCurlTurn(pageViewController: self, forward: forward, newPages: [$0], back: nil)
            }
        }
        guard let back = neighbour(of: current), let next = neighbour(of: back), next !== back else { return nil }
        return PageCurlTurn(pageViewController: self, forward: forward, newPages: [next, back], back: back)
    }

    /// Starts a curl turn on the engine. Interactive: the pan moves it (`updateCurlDrag`). Otherwise it
    /// turns over `PageCurlLayers.turnDuration` when `animated`, at once when not.
    func startCurl(_ turn: PageCurlTurn, interactive: Bool, animated: Bool, origin: PageTransition.Origin) {
        let transition = PageTransition(
            from: turn.from, to: turn.to, previousPages: pages, newPages: turn.newPages, isForward: turn.forward,
            isInteractive: interactive, isAnimated: animated, duration: PageCurlLayers.turnDuration, origin: origin)
        transition.place = { [self] in
            let layers = PageCurlLayers(
                in: view, sheet: turn.sheet.view, under: turn.under.view, back: turn.back?.view,
                sheetFrame: curlFrame(index: 0), spine: curlSpine)
            layers.apply(progress: turn.startProgress)
            curlLayers = layers
        }
        if !interactive {
            transition.animate = { [self] transition in
                curlLayers?.run(to: turn.endProgress, duration: animated ? PageCurlLayers.turnDuration : 0) {
                    transition.end(completed: true)
                }
            }
        }
        start(transition, container: view) { [self] completed in
            curlLayers?.tearDown()
            curlLayers = nil
            (completed ? turn.from : turn.to).viewIfLoaded?.removeFromSuperview()
            installPages()
        }
    }

    // MARK: Gestures

    /// The pan's distance toward the spine along the axis, in `view`'s coordinates.
    private func distanceTowardSpine(_ translation: CGPoint) -> CGFloat {
        let along = navigationOrientation == .horizontal ? translation.x : translation.y
        return spineLocation == .max ? along : -along
    }

    /// The curl pan's action. It begins a turn toward the spine (forward) or away from it (backward) — the
    /// way the finger first moves — when nothing turns as the pan begins, the spine is at an edge and the data source has a page that way; the fold then
    /// follows the finger: progress = distance dragged / page length. On release the turn finishes when the
    /// progress projected from the velocity — `v / 1000 · 0.998 / (1 − 0.998)` points, UIScrollView's normal
    /// deceleration — passes one half, else it turns back; either way over the part of
    /// `PageCurlLayers.turnDuration` left. A cancelled pan turns back.
    func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        guard let view = viewIfLoaded else { return }
        let towardSpine = distanceTowardSpine(pan.translation(in: view))
        switch pan.state {
        case .began:
            // A pan that begins while a page turns, or with the spine in the middle, turns nothing.
            curlDrag = nil
            curlPanMayTurn = activeTransition == nil && spineLocation != .mid
            // The translation starts at zero when the pan begins: the way the finger moves tells the way.
            beginCurlDragIfNeeded(heading: towardSpine != 0 ? towardSpine : distanceTowardSpine(pan.velocity(in: view)))
            updateCurlDrag(towardSpine: towardSpine)
        case .changed:
            beginCurlDragIfNeeded(heading: towardSpine)
            updateCurlDrag(towardSpine: towardSpine)
        case .ended:
            curlPanMayTurn = false
            let velocity = distanceTowardSpine(pan.velocity(in: view))
            let travel = velocity / 1000 * 0.998 / (1 - 0.998)
            releaseCurlDrag(finishing: curlDragFraction(towardSpine: towardSpine + travel) > 0.5)
        case .cancelled, .failed:
            curlPanMayTurn = false
            releaseCurlDrag(finishing: false)
        default:
            break
        }
    }

    /// Starts the pan's turn, toward the spine when `heading` is positive, away from it when negative, once
    /// per pan: the first time the finger's way is known. Without a page that way the pan turns nothing.
    private func beginCurlDragIfNeeded(heading: CGFloat) {
        guard curlPanMayTurn, curlDrag == nil, heading != 0 else { return }
        curlPanMayTurn = false
        guard activeTransition == nil, let turn = gestureTurn(forward: heading > 0) else { return }
        startCurl(turn, interactive: true, animated: true, origin: .gesture)
        curlDrag = activeTransition
    }

    /// How far through the turn a drag of `towardSpine` points is (0…1).
    private func curlDragFraction(towardSpine: CGFloat) -> CGFloat {
        guard let transition = curlDrag else { return 0 }
        let length = PageCurlGeometry(sheet: curlFrame(index: 0), spine: curlSpine, progress: 0).length
        let toward = transition.isForward ? towardSpine : -towardSpine
        return min(max(toward / max(length, 1), 0), 1)
    }

    private func updateCurlDrag(towardSpine: CGFloat) {
        guard let transition = curlDrag, let layers = curlLayers else { return }
        let fraction = curlDragFraction(towardSpine: towardSpine)
        layers.apply(progress: transition.isForward ? fraction : 1 - fraction)
        transition.update(fraction)
    }

    /// The finger lifted: the interaction finishes or is cancelled, and the curl runs to its end or back.
    private func releaseCurlDrag(finishing: Bool) {
        guard let transition = curlDrag, let layers = curlLayers else { return }
        curlDrag = nil
        transition.stopInteraction(completing: finishing)
        let target: CGFloat = finishing == transition.isForward ? 1 : 0
        let duration = PageCurlLayers.turnDuration * Double(abs(target - layers.progress))
        layers.run(to: target, duration: duration) { transition.end(completed: finishing) }
    }

    /// The curl tap's action: a tap in the half of the page away from the spine turns forward, in the half
    /// next to it backward, when nothing turns and the spine is at an edge.
    func handleCurlTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, activeTransition == nil, spineLocation != .mid, let view = viewIfLoaded else {
            return
        }
        let geometry = PageCurlGeometry(sheet: curlFrame(index: 0), spine: curlSpine, progress: 0)
        let point = tap.location(in: view)
        let fromSpine: CGFloat
        switch curlSpine {
        case .minX: fromSpine = point.x - geometry.sheet.minX
        case .maxX: fromSpine = geometry.sheet.maxX - point.x
        case .minY: fromSpine = point.y - geometry.sheet.minY
        case .maxY: fromSpine = geometry.sheet.maxY - point.y
        }
        guard let turn = gestureTurn(forward: fromSpine > geometry.length / 2) else { return }
        startCurl(turn, interactive: false, animated: true, origin: .gesture)
    }
}
