import Foundation
@testable import OpenUIKit

/// A navigation controller `n` as the root of the key window (320 × 480) and the model of its stack. A
/// change the model accepts updates the model stack at once (UIKit's `viewControllers` changes when the
/// change is asked for); a change asked for while a transition runs must be refused with UIKit's warning and
/// change nothing. Popped controllers are let go of by the model and must be released.
@MainActor
final class FuzzNavigationScene: FuzzScene {
    unowned let universe: FuzzUniverse
    let navigationController: UINavigationController
    /// The model stack, root first.
    private(set) var stack: [FuzzController]
    private var made: [FuzzController] = []
    private var nextName = 1

    init(universe: FuzzUniverse) {
        self.universe = universe
        let root = FuzzController(name: "p0")
        stack = [root]
        made = [root]
        navigationController = UINavigationController(rootViewController: root)
        let window = universe.window(0)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
    }

    var controllers: [FuzzController] { made }

    var objects: [(name: String, object: () -> AnyObject?)] {
        [("n", { [weak navigationController] in navigationController })]
    }

    private var isTransitioning: Bool { navigationController.transitionCoordinator != nil }

    private func makeController() -> FuzzController {
        let controller = FuzzController(name: "p\(nextName)")
        nextName += 1
        made.append(controller)
        return controller
    }

    /// The model lets go of `leaving`: each must be released once things settle.
    private func letGo(_ leaving: [FuzzController]) {
        for controller in leaving {
            universe.remember(dropped: controller.title ?? "?", { [weak controller] in controller })
        }
        made.removeAll { controller in leaving.contains { $0 === controller } }
    }

    /// Runs an operation (valid mode skips one UIKit would refuse).
    func perform(_ operation: FuzzNavigationOperation, mode: FuzzMode) {
        let busy = isTransitioning
        // A change while the top is still appearing or disappearing is UIKit's "Unbalanced calls" case.
        if mode == .valid, stack.last?.appearanceState.isTransitioning == true { return }
        let refusable: Bool
        switch operation {
        case .pop, .edgeSwipe: refusable = busy || stack.count < 2
        case .popToRoot: refusable = busy && stack.count > 1
        case .pushAgain, .setEmptyStack: refusable = true
        case .popTo(let i, _): refusable = busy && abs(i) % stack.count < stack.count - 1
        default: refusable = busy
        }
        if mode == .valid, refusable { return }
        let nav = navigationController
        let before = stack
        let reports = Diagnostics.capture {
            switch operation {
            case .push(let animated):
                let pushed = makeController()
                nav.pushViewController(pushed, animated: animated)
                if !busy { stack.append(pushed) } else { letGo([pushed]) }
            case .pushAgain(let i, let animated):
                nav.pushViewController(stack[abs(i) % stack.count], animated: animated)
            case .pop(let animated):
                nav.popViewController(animated: animated)
                if !busy, stack.count > 1 { stack.removeLast() }
            case .popToRoot(let animated):
                nav.popToRootViewController(animated: animated)
                if !busy { stack = [stack[0]] }
            case .popTo(let i, let animated):
                nav.popToViewController(stack[abs(i) % stack.count], animated: animated)
                if !busy { stack = Array(stack[...(abs(i) % stack.count)]) }
            case .setStack(let keep, let fresh, let animated):
                let kept = stack.enumerated().filter { $0.offset == 0 || keep & (1 << $0.offset) != 0 }.map(\.element)
                let new = kept + (0..<fresh).map { _ in makeController() }
                nav.setViewControllers(new, animated: animated)
                if !busy { stack = new } else { letGo(new.filter { c in !stack.contains { $0 === c } }) }
            case .setEmptyStack:
                nav.setViewControllers([], animated: false)
            case .edgeSwipe(let kind, let pushMidway):
                swipe(FuzzOperation.pick(FuzzNavigationOperation.swipes, kind), pushMidway: pushMidway, busy: busy)
            }
        }
        let isSwipe = if case .edgeSwipe = operation { true } else { false }
        if refusable, !isSwipe, !reports.contains(where: { $0.code == .invalidTransition }) {
            universe.ledger.violations.append("a refused navigation call reported nothing: \(operation)")
        }
        letGo(before.filter { c in !stack.contains { $0 === c } })
        if stack.count > before.count || stack.last !== before.last, !busy, let coordinator = nav.transitionCoordinator
        {
            let ledger = universe.ledger
            let token = ledger.expect("n's transition coordinator completion after \(operation)")
            coordinator.animate(alongsideTransition: nil) { _ in ledger.ran(token) }
        }
        for report in reports { Diagnostics.report(report) }
    }

    /// An edge swipe: pops when it should begin and then finishes; a push asked for half-way is refused.
    private func swipe(
        _ swipe: (name: String, fraction: CGFloat, duration: TimeInterval, finishes: Bool), pushMidway: Bool,
        busy: Bool
    ) {
        let nav = navigationController
        let window = universe.window(0)
        let begins = stack.count > 1 && !busy
        var cancelled: Bool?
        let ledger = universe.ledger
        FuzzSceneSupport.drag(
            from: CGPoint(x: 1, y: 240), to: CGPoint(x: 1 + 320 * swipe.fraction, y: 240),
            duration: swipe.duration, in: window,
            midway: {
                guard pushMidway else { return }
                let pushed = makeController()
                let running = nav.transitionCoordinator != nil
                let reports = Diagnostics.capture { nav.pushViewController(pushed, animated: true) }
                if running, nav.viewControllers.contains(where: { $0 === pushed }) {
                    ledger.violations.append("a push during a running pop was accepted")
                }
                if running && !reports.contains(where: { $0.code == .invalidTransition }) {
                    ledger.violations.append("a push during a running pop was refused silently")
                }
                if begins && !running { ledger.violations.append("the edge swipe's pop was not running half-way") }
                if !running { stack.append(pushed) }
                for report in reports where !running { Diagnostics.report(report) }
                letGo(made.filter { $0 === pushed && !nav.viewControllers.contains($0) })
            },
            beforeLift: {
                if begins, let coordinator = nav.transitionCoordinator {
                    let token = ledger.expect("the edge swipe's coordinator completion")
                    coordinator.notifyWhenInteractionChanges { context in cancelled = context.isCancelled }
                    coordinator.animate(alongsideTransition: nil) { _ in ledger.ran(token) }
                } else if begins {
                    ledger.violations.append("the edge swipe (\(swipe.name)) did not start a pop")
                }
            })
        FuzzSceneSupport.advance(until: { nav.transitionCoordinator == nil })
        // A swipe that starts while a transition runs may still pop once it ends (the pan begins late).
        if !begins, busy, stack.count > 1, nav.viewControllers.elementsEqual(stack.dropLast(), by: ===) {
            stack.removeLast()
        }
        guard begins else { return }
        if cancelled != !swipe.finishes {
            ledger.violations.append(
                "the edge swipe (\(swipe.name)) was \(cancelled.map { $0 ? "cancelled" : "finished" } ?? "never released"), expected \(swipe.finishes ? "finished" : "cancelled")"
            )
        }
        if swipe.finishes { stack.removeLast() }
    }

    func problems(reports: [Diagnostic]) -> [String] {
        guard !isTransitioning else { return [] }
        let nav = navigationController
        var problems: [String] = []
        let actual = nav.viewControllers.map { ($0 as? FuzzController)?.title ?? "\($0)" }
        if !nav.viewControllers.elementsEqual(stack, by: ===) {
            problems.append(
                "n's stack is [\(actual.joined(separator: ", "))], the model says [\(stack.compactMap(\.title).joined(separator: ", "))]"
            )
        }
        let onScreen = FuzzSceneSupport.isOnScreen(nav.viewIfLoaded)
        for (index, controller) in stack.enumerated() {
            let name = controller.title ?? "?"
            if controller.parent !== nav { problems.append("\(name) is in n's stack but its parent is not n") }
            let top = index == stack.count - 1
            if let problem = FuzzSceneSupport.appearanceProblem(
                of: controller, name: name, onScreen: top && onScreen, settled: universe.isSettling)
            {
                problems.append(problem)
            }
            if top, nav.isViewLoaded, controller.viewIfLoaded?.isDescendant(of: nav.view) != true {
                problems.append("the top controller \(name)'s view is not in n's view")
            }
            if !top, controller.viewIfLoaded?.superview != nil {
                problems.append(
                    "\(name) is under the top but its view is still in \(controller.view.superview!.traceName)")
            }
        }
        for controller in made where !stack.contains(where: { $0 === controller }) && controller.parent != nil {
            problems.append("\(controller.title ?? "?") left n's stack but still has a parent")
        }
        return problems
    }
}
