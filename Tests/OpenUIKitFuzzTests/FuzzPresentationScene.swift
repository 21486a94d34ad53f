import Foundation
import PropertyBased
@testable import OpenUIKit

/// Presentations in two 320 × 480 windows, w0 showing c0: the pool's present and dismiss operations, and
/// sheets dragged down — a long or fast drag dismisses the sheet, a short slow one lets it return, and one on a
/// sheet covered by a newer root view reaches that view and leaves the sheet. Whenever
/// no transition runs, every pool controller is appeared exactly when its view is on screen (a full-screen
/// presentation takes the presenter's view away; sheets and over-full-screen styles leave it) — in valid
/// mode.
@MainActor
final class FuzzPresentationScene: FuzzScene {
    unowned let universe: FuzzUniverse
    let mode: FuzzMode

    init(universe: FuzzUniverse, mode: FuzzMode) {
        self.universe = universe
        self.mode = mode
        for window in universe.windows { window.frame = CGRect(x: 0, y: 0, width: 320, height: 480) }
        universe.window(0).rootViewController = universe.controller(0)
        universe.window(0).makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
    }

    var objects: [(name: String, object: () -> AnyObject?)] { [] }

    func problems(reports: [Diagnostic]) -> [String] {
        // Misuse (a presented controller made a window's root…) leaves states UIKit does not define.
        guard mode == .valid, ControllerTransition.inFlight.isEmpty else { return [] }
        return universe.controllers.compactMap { controller in
            FuzzSceneSupport.appearanceProblem(
                of: controller, name: controller.title ?? "?",
                onScreen: FuzzSceneSupport.isOnScreen(controller.viewIfLoaded), settled: universe.isSettling)
        }
    }

    /// The topmost presented controller shown as a sheet, in a visible window.
    private var topSheet: UIViewController? {
        universe.controllers.first { controller in
            controller.presentedViewController == nil && controller.presentingViewController != nil
                && controller.sheetPresentationController != nil
                && FuzzSceneSupport.isOnScreen(controller.viewIfLoaded)
        }
    }

    /// Drags the top sheet down; it must be dismissed exactly when the drag should dismiss it.
    func swipeSheet(_ swipe: (name: String, fraction: CGFloat, duration: TimeInterval, finishes: Bool), mode: FuzzMode)
    {
        guard ControllerTransition.inFlight.isEmpty || mode == .misuse, let sheet = topSheet,
            let window = sheet.view.window
        else { return }
        let idle = ControllerTransition.inFlight.isEmpty
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        let start = CGPoint(x: frame.midX, y: frame.minY + 20)
        let covered = isCovered(sheet, at: start, in: window)
        FuzzSceneSupport.drag(
            from: start, to: CGPoint(x: start.x, y: start.y + frame.height * swipe.fraction), duration: swipe.duration,
            in: window)
        FuzzSceneSupport.advance(until: { ControllerTransition.inFlight.isEmpty })
        guard idle else { return }
        let dismissed = sheet.presentingViewController == nil
        if dismissed != (swipe.finishes && !covered) {
            universe.ledger.violations.append(
                "the sheet \(sheet.title ?? "?") dragged down (\(swipe.name))\(covered ? ", covered," : "") was "
                    + "\(dismissed ? "" : "not ")dismissed")
        }
    }

    /// Whether a view the window shows above the sheet's presentation covers `point`: the view of a root
    /// controller set while the old root presents the sheet goes above the presentation, which stays (as
    /// UIKit leaves it), so the drag lands on that view — unless that view holds the sheet's own (misuse
    /// makes the sheet's controller the new root).
    private func isCovered(_ sheet: UIViewController, at point: CGPoint, in window: UIWindow) -> Bool {
        guard let container = sheet.presentationController?.containerView,
            let index = window.subviews.firstIndex(where: { container.isDescendant(of: $0) })
        else { return false }
        return window.subviews[(index + 1)...].contains { view in
            !view.isHidden && view.alpha > 0.01 && view.isUserInteractionEnabled && view.frame.contains(point)
                && !sheet.view.isDescendant(of: view)
        }
    }
}

extension FuzzGenerators {
    static let presentationDomains: [FuzzDomain] = [
        FuzzDomain(
            "sheetSwipe", 4, 3, Gen.int(in: 0..<FuzzOperation.sheetSwipes.count).map { FuzzOperation.sheetSwipe($0) })
    ]
}
