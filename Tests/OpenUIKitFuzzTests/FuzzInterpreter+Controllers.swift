import Foundation
@testable import OpenUIKit

/// Windows, containment (the documented add, remove and swap sequences) and manual appearance calls.
extension FuzzInterpreter {
    func interpretControllers(_ operation: FuzzOperation) {
        let u = universe
        switch operation {
        case .showWindow(let w):
            u.window(w).makeKeyAndVisible()
        case .hideWindow(let w, let hidden):
            u.window(w).isHidden = hidden
        case .setRoot(let w, let c):
            if mode == .valid, let c, !isFree(u.controller(c)) { return }
            u.window(w).rootViewController = c.map(u.controller)
        case .embed(let childIndex, let parentIndex):
            let child = u.controller(childIndex), parent = u.controller(parentIndex)
            let accepted =
                child !== parent && !parent.isDescendantController(of: child) && !parent.isPresented(over: child)
            if mode == .valid, !accepted || !isFree(child) { return }
            parent.addChild(child)
            if accepted {
                u.expectedParent[childIndex % FuzzUniverse.controllerCount] = parentIndex % FuzzUniverse.controllerCount
            }
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        case .unembed(let c):
            let child = u.controller(c)
            if mode == .valid,
                child.parent == nil || child.appearanceState.isTransitioning || child.viewIfLoaded?.superview == nil
            {
                return
            }
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
            u.expectedParent[c % FuzzUniverse.controllerCount] = nil
        case .swap(let p, let f, let t, let d, let o, let colour):
            swap(
                parent: p, from: f, to: t, duration: FuzzOperation.pick(FuzzOperation.durations, d),
                options: FuzzOperation.pick(FuzzOperation.transitionOptions, o).options, colour: colour)
        case .manualCycle(let c):
            let controller = u.controller(c)
            if mode == .valid,
                !isFree(controller) || controller.viewIfLoaded?.window != nil
                    || controller.appearanceState != .disappeared
            {
                return
            }
            controller.beginAppearanceTransition(true, animated: false)
            controller.endAppearanceTransition()
            controller.beginAppearanceTransition(false, animated: false)
            controller.endAppearanceTransition()
        case .beginAppearance(let c, let appearing):
            guard mode == .misuse else { return }
            u.controller(c).beginAppearanceTransition(appearing, animated: true)
        case .endAppearance(let c):
            guard mode == .misuse else { return }
            u.controller(c).endAppearanceTransition()
        default:
            return
        }
    }

    /// Whether a controller can be embedded, swapped in, made a root or presented: no parent, root of no
    /// window, its view in no superview, neither presented nor presenting.
    func isFree(_ controller: UIViewController) -> Bool {
        controller.parent == nil && !universe.windows.contains { $0.rootViewController === controller }
            && controller.viewIfLoaded?.superview == nil
            && controller.presentingViewController == nil && controller.presentedViewController == nil
    }

    /// The documented swap: from.willMove(toParent: nil), addChild(to), transition(from:to:…) whose
    /// completion removes from and calls to.didMove — exactly once, unless UIKit rejected the call.
    private func swap(
        parent p: Int, from f: Int, to t: Int, duration: TimeInterval, options: UIView.AnimationOptions, colour: Bool
    ) {
        let u = universe
        let parent = u.controller(p), from = u.controller(f), to = u.controller(t)
        if mode == .valid {
            guard from.parent === parent, isFree(to), to !== parent, !parent.isDescendantController(of: to),
                from.viewIfLoaded?.superview != nil,
                from.appearanceState
                    == (parent.viewIfLoaded?.window?.isVisibleOnScreen == true ? .appeared : .disappeared),
                to.appearanceState == .disappeared
            else { return }
        }
        let ledger = u.ledger
        let token = ledger.expect("c\(p).transition(from: c\(f), to: c\(t))")
        from.willMove(toParent: nil)
        if to !== parent, !parent.isDescendantController(of: to), !parent.isPresented(over: to) {
            u.expectedParent[t % FuzzUniverse.controllerCount] = p % FuzzUniverse.controllerCount
        }
        parent.addChild(to)
        let reports = Diagnostics.capture {
            parent.transition(
                from: from, to: to, duration: duration, options: options,
                animations: {
                    if colour { to.view.backgroundColor = to.view.backgroundColor == nil ? .red : nil }
                }
            ) { [weak u] _ in
                ledger.ran(token)
                from.removeFromParent()
                to.didMove(toParent: parent)
                u?.expectedParent[f % FuzzUniverse.controllerCount] = nil
            }
        }
        if reports.contains(where: { $0.code == .invalidContainment }) { ledger.excuse([token]) }
        for report in reports { Diagnostics.report(report) }
    }
}
