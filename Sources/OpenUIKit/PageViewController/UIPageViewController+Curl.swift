import Foundation
import OpenQuartzCore

/// One page-curl turn: which pages leave and arrive, which sheet turns, around which edge, and how its
/// progress runs.
///
/// With the spine at an edge, forward, the current page is the sheet and turns over (progress 0 → 1),
/// revealing the arriving page underneath; backward, the arriving page is the sheet and turns back over the
/// current one (1 → 0).
///
/// With the spine in the middle (a book open on two pages), the sheet is always a current page turning over
/// the spine (0 → 1): forward, the right (bottom) page turns leftward (upward), its back showing the new
/// left (top) page and the new right (bottom) page lying underneath, while the left (top) page stays until
/// the sheet covers it; backward, the left (top) page turns the other way, its back showing the new right
/// (bottom) page. Apple's `UIPageViewController.SpineLocation.mid`: "the spine is in the middle of the
/// screen", with two view controllers shown.
@MainActor
struct PageCurlTurn {
    let forward: Bool
    /// The page the transition engine sees leave: the sheet (middle spine) or the current page.
    let from: UIViewController
    /// The page the transition engine sees arrive: the one under the sheet (middle spine) or the new page.
    let to: UIViewController
    /// The page turning.
    let sheet: UIViewController
    /// The page lying underneath the sheet.
    let under: UIViewController
    /// The back side of the sheet (double-sided pages), else nil: the sheet's own content shows through.
    let back: UIViewController?
    /// With the spine in the middle, the current page on the spine's other side: it stays still while the
    /// sheet turns over onto it, and leaves at the end.
    let facing: UIViewController?
    /// The pages after the turn.
    let newPages: [UIViewController]
    /// The sheet's place among the visible pages (`curlFrame(index:)`).
    let sheetIndex: Int
    /// The sheet's edge on the spine.
    let spine: PageCurlGeometry.Spine

    /// The curl's progress at the start and at the end of the turn.
    var startProgress: CGFloat { forward || facing != nil ? 0 : 1 }
    var endProgress: CGFloat { 1 - startProgress }

    /// The curl's progress when the turn is `fraction` (0…1) of the way through.
    func progress(atFraction fraction: CGFloat) -> CGFloat {
        startProgress + (endProgress - startProgress) * fraction
    }

    /// The turn from the current pages to `newPages`, `forward` or back. Double-sided pages at an edge spine
    /// show `newPages[1]` on the sheet's back; around a middle spine the back is the new page on the side
    /// the sheet lands on.
    init(pageViewController: UIPageViewController, forward: Bool, newPages: [UIViewController]) {
        self.forward = forward
        self.newPages = newPages
        let pages = pageViewController.pages
        let horizontal = pageViewController.navigationOrientation == .horizontal
        if pageViewController.spineLocation == .mid {
            sheetIndex = forward ? 1 : 0
            sheet = pages[sheetIndex]
            under = newPages[sheetIndex]
            back = newPages[1 - sheetIndex]
            facing = pages[1 - sheetIndex]
            from = sheet
            to = under
            spine = forward ? (horizontal ? .minX : .minY) : (horizontal ? .maxX : .maxY)
            return
        }
        sheetIndex = 0
        from = pages[0]
        to = newPages[0]
        sheet = forward ? from : to
        under = forward ? to : from
        back = pageViewController.isDoubleSided ? newPages[1] : nil
        facing = nil
        spine = pageViewController.curlSpine
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
    /// one — for double-sided pages, the back of the sheet first, then the page after it; around a middle
    /// spine, the two pages after the right (bottom) one or before the left (top) one. Nil when the data
    /// source has no page that way (or gives one it cannot use, reported).
    func gestureTurn(forward: Bool) -> PageCurlTurn? {
        guard let current = forward && spineLocation == .mid ? pages.last : pages.first, let dataSource else {
            return nil
        }
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
                PageCurlTurn(pageViewController: self, forward: forward, newPages: [$0])
            }
        }
        guard let back = neighbour(of: current), let next = neighbour(of: back), next !== back else { return nil }
        let newPages = spineLocation == .mid && forward ? [back, next] : [next, back]
        return PageCurlTurn(pageViewController: self, forward: forward, newPages: newPages)
    }

    /// Starts a curl turn on the engine. Interactive: the pan moves it (`updateCurlDrag`). Otherwise it
    /// turns over `PageCurlLayers.turnDuration` when `animated`, at once when not. Around a middle spine the
    /// engine sees the sheet leave and the page under it arrive; the facing page and the back page (the new
    /// page on the facing side) disappear and appear alongside, ending before the engine's pair.
    func startCurl(_ turn: PageCurlTurn, interactive: Bool, animated: Bool, origin: PageTransition.Origin) {
        let transition = PageTransition(
            from: turn.from, to: turn.to, previousPages: pages, newPages: turn.newPages, isForward: turn.forward,
            isInteractive: interactive, isAnimated: animated, duration: PageCurlLayers.turnDuration, origin: origin)
        let sidePages = turn.facing.flatMap { facing in turn.back.map { (facing: facing, back: $0) } }
        var sideAppearance = false
        transition.place = { [self] in
            if let sidePages, view.window?.isVisibleOnScreen == true {
                sideAppearance = true
                sidePages.back.beginAppearanceTransition(true, animated: animated)
                sidePages.facing.beginAppearanceTransition(false, animated: animated)
            }
            let layers = PageCurlLayers(
                in: view, sheet: turn.sheet.view, under: turn.under.view, back: turn.back?.view,
                facing: turn.facing?.view, sheetFrame: curlFrame(index: turn.sheetIndex), spine: turn.spine)
            layers.apply(progress: turn.startProgress)
            curlLayers = layers
            curlTurn = turn
        }
        if !interactive {
            transition.animate = { [self] transition in
                curlLayers?.run(to: turn.endProgress, duration: animated ? PageCurlLayers.turnDuration : 0) {
                    transition.end(completed: true)
                }
            }
        }
        start(transition, container: view) { [self] completed in
            if let sidePages, sideAppearance {
                Self.endSideAppearance(sidePages, completed: completed, animated: animated)
            }
            // Around a middle spine the back page stays: it moves to its place without leaving the window.
            if completed, turn.facing != nil { installPages() }
            curlLayers?.tearDown()
            curlLayers = nil
            curlTurn = nil
            (completed ? turn.from : turn.to).viewIfLoaded?.removeFromSuperview()
            if completed { turn.facing?.viewIfLoaded?.removeFromSuperview() }
            installPages()
        }
    }

    /// Ends the appearance of the pages beside a middle spine's turn: completed, the facing page has
    /// disappeared and the back page appeared; turned back, the back page disappears and the facing page
    /// appears again.
    private static func endSideAppearance(
        _ pages: (facing: UIViewController, back: UIViewController), completed: Bool, animated: Bool
    ) {
        guard completed else {
            pages.back.beginAppearanceTransition(false, animated: animated)
            pages.back.endAppearanceTransition()
            pages.facing.beginAppearanceTransition(true, animated: animated)
            pages.facing.endAppearanceTransition()
            return
        }
        pages.facing.endAppearanceTransition()
        pages.back.endAppearanceTransition()
    }

    // MARK: Gestures

    /// The pan's distance toward the spine along the axis, in `view`'s coordinates (around a middle spine:
    /// toward the left or top, the way a forward turn goes).
    private func distanceTowardSpine(_ translation: CGPoint) -> CGFloat {
        let along = navigationOrientation == .horizontal ? translation.x : translation.y
        return spineLocation == .max ? along : -along
    }

    /// The curl pan's action. It begins a turn toward the spine (forward) or away from it (backward) — the
    /// way the finger first moves; around a middle spine, leftward (upward) forward — when nothing turns as
    /// the pan begins and the data source has a page that way; the fold then follows the finger: the turn's
    /// fraction = distance dragged / page length. On release the turn finishes when the
    /// progress projected from the velocity — `v / 1000 · 0.998 / (1 − 0.998)` points, UIScrollView's normal
    /// deceleration — passes one half, else it turns back; either way over the part of
    /// `PageCurlLayers.turnDuration` left. A cancelled pan turns back.
    func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        guard let view = viewIfLoaded else { return }
        let towardSpine = distanceTowardSpine(pan.translation(in: view))
        switch pan.state {
        case .began:
            // A pan that begins while a page turns turns nothing.
            curlDrag = nil
            curlPanMayTurn = activeTransition == nil
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
        guard let transition = curlDrag, let layers = curlLayers else { return 0 }
        let length = layers.geometry(at: 0).length
        let toward = transition.isForward ? towardSpine : -towardSpine
        return min(max(toward / max(length, 1), 0), 1)
    }

    private func updateCurlDrag(towardSpine: CGFloat) {
        guard let transition = curlDrag, let layers = curlLayers, let turn = curlTurn else { return }
        let fraction = curlDragFraction(towardSpine: towardSpine)
        layers.apply(progress: turn.progress(atFraction: fraction))
        transition.update(fraction)
    }

    /// The finger lifted: the interaction finishes or is cancelled, and the curl runs to its end or back.
    private func releaseCurlDrag(finishing: Bool) {
        guard let transition = curlDrag, let layers = curlLayers, let turn = curlTurn else { return }
        curlDrag = nil
        transition.stopInteraction(completing: finishing)
        let target = finishing ? turn.endProgress : turn.startProgress
        let duration = PageCurlLayers.turnDuration * Double(abs(target - layers.progress))
        layers.run(to: target, duration: duration) { transition.end(completed: finishing) }
    }

    /// The curl tap's action: a tap in the half of the page away from the spine turns forward, in the half
    /// next to it backward (around a middle spine: on the right or bottom page forward, on the other back),
    /// when nothing turns.
    func handleCurlTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, activeTransition == nil, let view = viewIfLoaded else { return }
        let point = tap.location(in: view)
        let forward: Bool
        if spineLocation == .mid {
            let second = curlFrame(index: 1)
            forward = navigationOrientation == .horizontal ? point.x >= second.minX : point.y >= second.minY
        } else {
            let geometry = PageCurlGeometry(sheet: curlFrame(index: 0), spine: curlSpine, progress: 0)
            let fromSpine: CGFloat
            switch curlSpine {
            case .minX: fromSpine = point.x - geometry.sheet.minX
            case .maxX: fromSpine = geometry.sheet.maxX - point.x
            case .minY: fromSpine = point.y - geometry.sheet.minY
            case .maxY: fromSpine = geometry.sheet.maxY - point.y
            }
            forward = fromSpine > geometry.length / 2
        }
        guard let turn = gestureTurn(forward: forward) else { return }
        startCurl(turn, interactive: false, animated: true, origin: .gesture)
    }
}
