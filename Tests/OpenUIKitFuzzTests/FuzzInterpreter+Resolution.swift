import Foundation
@testable import OpenUIKit

/// In valid mode the generated indices choose among the objects that fit the operation now — a swap's
/// `from` among the children its parent shows, its `to` among the free controllers — so valid programs do
/// interesting things instead of skipping most operations. The resolved operation is what runs and what a
/// reproducer prints. Nil: nothing fits, the operation is skipped.
extension FuzzInterpreter {
    func resolve(_ operation: FuzzOperation) -> FuzzOperation? {
        guard mode == .valid else { return operation }
        let u = universe
        switch operation {
        case .setRoot(let w, let c):
            // Replacing a root that presents leaves a presentation UIKit does not define.
            if u.window(w).rootViewController?.presentedViewController != nil { return nil }
            guard let c else { return operation }
            return choose(c, among: freeControllers).map { .setRoot(window: w, controller: $0) }
        case .embed(let child, let parent):
            guard let child = choose(child, among: freeControllers) else { return nil }
            let parents = indices(where: {
                $0 !== u.controller(child) && !$0.isDescendantController(of: u.controller(child))
            })
            return choose(parent, among: parents).map { .embed(child: child, parent: $0) }
        case .unembed(let c):
            return choose(
                c,
                among: indices {
                    $0.parent != nil && !$0.appearanceState.isTransitioning && $0.viewIfLoaded?.superview != nil
                }
            ).map { .unembed($0) }
        case .swap(let p, let f, let t, let d, let o, let colour):
            let parents = indices { !swappableChildren(of: $0).isEmpty }
            guard let parent = choose(p, among: parents),
                let from = choose(f, among: swappableChildren(of: u.controller(parent)))
            else { return nil }
            let targets = freeControllers.filter { index in
                let to = u.controller(index)
                return index != parent && !u.controller(parent).isDescendantController(of: to)
                    && to.appearanceState == .disappeared
            }
            return choose(t, among: targets).map {
                .swap(parent: parent, from: from, to: $0, duration: d, options: o, colour: colour)
            }
        case .manualCycle(let c):
            return choose(
                c,
                among: freeControllers.filter {
                    u.controller($0).viewIfLoaded?.window == nil && u.controller($0).appearanceState == .disappeared
                }
            )
            .map { .manualCycle($0) }
        case .present(let presenter, let presented, let style, let transition, let animated):
            guard ControllerTransition.inFlight.isEmpty else { return nil }
            let presenters = indices { controller in
                let root = controller.containmentRoot
                // Presenting before the presenter appeared is UIKit's "Unbalanced calls" case.
                return controller.viewIfLoaded?.window?.isVisibleOnScreen == true && root.presentedController == nil
                    && controller.appearanceState == .appeared && root.appearanceState == .appeared
                    && root.activePresentation?.transitionStyle != .partialCurl
            }
            guard let presenter = choose(presenter, among: presenters),
                let presented = choose(
                    presented, among: freeControllers.filter { u.controller($0).appearanceState == .disappeared })
            else { return nil }
            // A partial curl needs a full-screen presentation.
            let curls = FuzzOperation.pick(FuzzOperation.modalTransitionStyles, transition).style == .partialCurl
            let fullScreen = FuzzOperation.pick(FuzzOperation.presentationStyles, style).style == .fullScreen
            return .present(
                presenter: presenter, presented: presented, style: style,
                transition: curls && !fullScreen ? 0 : transition, animated: animated)
        case .dismiss(let c, let animated):
            // Dismissing a controller still on its way in (shown without animation this turn) is UIKit's
            // "Unbalanced calls" case.
            guard ControllerTransition.inFlight.isEmpty,
                !u.controllers.contains(where: { $0.appearanceState.isTransitioning })
            else { return nil }
            // Any presenting or presented controller: a presenter low in a chain dismisses every presentation
            // above it at once.
            return choose(
                c, among: indices { $0.presentedViewController != nil || $0.presentingViewController != nil }
            )
            .map { .dismiss($0, animated: animated) }
        default:
            return operation
        }
    }

    /// The controllers with no parent, root of no window, with no view in a superview, not presented.
    private var freeControllers: [Int] { indices(where: isFree) }

    /// The children `parent` could swap out now: their view in a superview, settled in the state the
    /// parent's window gives them.
    private func swappableChildren(of parent: UIViewController) -> [Int] {
        let onScreen = parent.viewIfLoaded?.window?.isVisibleOnScreen == true
        return indices {
            $0.parent === parent && $0.viewIfLoaded?.superview != nil
                && $0.appearanceState == (onScreen ? .appeared : .disappeared)
        }
    }

    private func indices(where predicate: (FuzzController) -> Bool) -> [Int] {
        universe.controllers.indices.filter { predicate(universe.controllers[$0]) }
    }

    private func choose(_ index: Int, among candidates: [Int]) -> Int? {
        candidates.isEmpty ? nil : candidates[abs(index) % candidates.count]
    }
}
