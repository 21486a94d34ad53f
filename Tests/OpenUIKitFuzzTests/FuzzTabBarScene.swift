import Foundation
@testable import OpenUIKit

/// A tab bar controller `t` as the root of the key window (320 × 480), its tabs pool controllers, and the
/// model of its tabs and selection: setting the tabs keeps the selected controller when it stays, else the
/// same index when valid, else the first tab; a selection in code or a tap switches (through the delegate's
/// animator when it gives one, waiting for its interaction controller when it gives one); a cancelled
/// interactive switch returns to the old tab; a change asked for while a switch runs is refused.
@MainActor
final class FuzzTabBarScene: FuzzScene {
    unowned let universe: FuzzUniverse
    let tabBarController = UITabBarController()
    let delegate = FuzzTabBarDelegate()
    /// The model: the pool indices of the tabs, and the selected index.
    private var tabs: [Int] = [0, 1, 2]
    private var selection: Int? = 0
    /// The interactive switch waiting for the program: its interaction controller, where it goes.
    private var waiting: (interaction: UIPercentDrivenInteractiveTransition, to: Int)?
    /// The tab a cancelled switch was going to, while it turns back (the selection is still that tab then).
    private var turningBackFrom: Int?

    init(universe: FuzzUniverse) {
        self.universe = universe
        tabBarController.delegate = delegate
        tabBarController.viewControllers = tabs.map(universe.controller)
        let window = universe.window(0)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
    }

    var objects: [(name: String, object: () -> AnyObject?)] {
        [("t", { [weak tabBarController] in tabBarController }), ("t.delegate", { [weak delegate] in delegate })]
    }

    private var isSwitching: Bool { tabBarController.transitionCoordinator != nil }

    func perform(_ operation: FuzzTabBarOperation, mode: FuzzMode) {
        let t = tabBarController
        let busy = isSwitching
        if !busy { turningBackFrom = nil }
        let ledger = universe.ledger
        // A change while a tab is still appearing or disappearing is UIKit's "Unbalanced calls" case.
        let unsettled = tabs.contains { universe.controller($0).appearanceState.isTransitioning }
        if mode == .valid, unsettled, !isInteraction(operation) { return }
        switch operation {
        case .setTabs(let mask):
            if mode == .valid, busy { return }
            let new = FuzzOperation.viewIndices(mask).map { $0 % FuzzUniverse.controllerCount }
            let unique = new.enumerated().filter { pair in !new[..<pair.offset].contains(pair.element) }.map(\.element)
            expectReport(busy, "setting the tabs while a switch runs") {
                t.viewControllers = unique.map(universe.controller)
            }
            guard !busy else { return }
            let selected = selection.map { tabs[$0] }
            if let selected, let kept = unique.firstIndex(of: selected) {
                selection = kept
            } else if let old = selection, old < unique.count {
                selection = old
            } else {
                selection = unique.isEmpty ? nil : 0
            }
            tabs = unique
        case .select(let index):
            // While an interactive switch waits, the selection is already the tab it goes to.
            let current = waiting?.to ?? selection
            let refused = index < 0 || index >= tabs.count || (busy && index != current && index != turningBackFrom)
            if mode == .valid, refused { return }
            // A cancelled switch still shows the tab it turns back from as selected until it ends: selecting
            // that tab meanwhile changes nothing (the turn-back still ends on the old tab).
            let switches = !refused && index != current && index != turningBackFrom
            expectReport(refused, "t.selectedIndex = \(index)") { t.selectedIndex = index }
            if switches { switched(to: index) }
        case .tap(let index):
            guard index < tabs.count, !busy || mode == .misuse,
                let itemView = t.tabBar.itemViews.dropFirst(index).first, FuzzSceneSupport.isOnScreen(itemView)
            else { return }
            let heard = delegate.didSelect.count
            t.view.window?.layoutIfNeeded()
            UIApplication.shared.tap(
                at: itemView.convert(CGPoint(x: itemView.bounds.midX, y: itemView.bounds.midY), to: nil))
            guard !busy else {
                // The tap takes a few frames: a switch ending meanwhile lets it select (the delegate hears it).
                if waiting == nil, delegate.didSelect.count == heard + 1, index != selection, index != turningBackFrom {
                    switched(to: index)
                }
                return
            }
            if delegate.didSelect.count != heard + 1 || delegate.didSelect.last !== universe.controller(tabs[index]) {
                ledger.violations.append(
                    "a tap on tab \(index) told the delegate \(delegate.didSelect.count - heard) times")
            }
            if index != selection { switched(to: index) }
        case .setDelegate(let kind):
            delegate.kind = kind % FuzzTabBarOperation.delegates.count
        case .interaction(let call):
            guard let waiting else { return }
            switch call % FuzzTabBarOperation.interactionCalls.count {
            case 0: waiting.interaction.update(0.3)
            case 1: waiting.interaction.update(0.8)
            case 2: end(finishing: true)
            default: end(finishing: false)
            }
        }
    }

    private func isInteraction(_ operation: FuzzTabBarOperation) -> Bool {
        if case .interaction = operation { return true }
        return false
    }

    /// A switch to `index` started: immediate, animated (its coordinator's completion must run once), or
    /// waiting for the program's interaction calls.
    private func switched(to index: Int) {
        if let interaction = delegate.takeInteraction() {
            waiting = (interaction, index)
        } else {
            selection = index
        }
        guard let coordinator = tabBarController.transitionCoordinator else { return }
        let ledger = universe.ledger
        let token = ledger.expect("t's switch to tab \(index): coordinator completion")
        coordinator.animate(alongsideTransition: nil) { _ in ledger.ran(token) }
    }

    private func end(finishing: Bool) {
        guard let waiting else { return }
        self.waiting = nil
        if finishing {
            waiting.interaction.finish()
            selection = waiting.to
        } else {
            waiting.interaction.cancel()
            turningBackFrom = waiting.to
        }
    }

    /// Runs `call`; when `refused` it must report, and its reports are swallowed.
    private func expectReport(_ refused: Bool, _ what: String, _ call: () -> Void) {
        let reports = Diagnostics.capture(call)
        if refused, reports.isEmpty { universe.ledger.violations.append("\(what) was refused silently") }
        if !refused { for report in reports { Diagnostics.report(report) } }
    }

    func windDown() {
        end(finishing: false)
    }

    func problems(reports: [Diagnostic]) -> [String] {
        guard !isSwitching else { return [] }
        let t = tabBarController
        var problems: [String] = []
        let actual = (t.viewControllers ?? []).compactMap(universe.index(of:))
        if actual != tabs || (t.viewControllers?.count ?? 0) != tabs.count {
            problems.append("t's tabs are \(actual.map { "c\($0)" }), the model says \(tabs.map { "c\($0)" })")
        }
        let actualSelection = t.selectedIndex == NSNotFound ? nil : t.selectedIndex
        if actualSelection != selection {
            problems.append(
                "t's selected index is \(actualSelection.map(String.init) ?? "none"), the model says \(selection.map(String.init) ?? "none")"
            )
        }
        let onScreen = FuzzSceneSupport.isOnScreen(t.viewIfLoaded)
        for index in 0..<FuzzUniverse.controllerCount {
            let controller = universe.controller(index)
            let tab = tabs.firstIndex(of: index)
            if (controller.parent === t) != (tab != nil) {
                problems.append(
                    "c\(index)'s parent is \(controller.parent.map { "\($0)" } ?? "nil") but it is \(tab == nil ? "not " : "")a tab"
                )
            }
            let shown = tab != nil && tab == selection && onScreen
            if let problem = FuzzSceneSupport.appearanceProblem(
                of: controller, name: "c\(index)", onScreen: shown, settled: universe.isSettling)
            {
                problems.append(problem)
            }
            if !shown, controller.viewIfLoaded?.window != nil {
                problems.append("c\(index) is not the selected tab but its view is in a window")
            }
        }
        return problems
    }
}
