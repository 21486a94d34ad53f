import Foundation
@testable import OpenUIKit

/// Runs fuzz programs on a `FuzzUniverse`: each operation inside `Diagnostics.capture` (never in strict
/// mode), then every invariant (`FuzzInvariants`). In valid mode an operation the universe's state makes
/// invalid is skipped; in misuse mode it runs, and UIKit must report it and leave the model's state as it was.
@MainActor
final class FuzzInterpreter {
    let mode: FuzzMode
    var universe = FuzzUniverse()
    /// The first broken invariant, with the operation after which it was found.
    private(set) var failure: String?
    /// The operations that ran, as resolved (skipped ones left out): the lines of a reproducer.
    private(set) var executed: [FuzzOperation] = []

    init(mode: FuzzMode) {
        self.mode = mode
    }

    /// Runs `program` on a fresh application, settles, and checks that everything was released. Returns the
    /// first failure (nil when none) and the operations that ran, as resolved.
    static func run(_ program: [FuzzOperation], mode: FuzzMode) -> (failure: String?, executed: [FuzzOperation]) {
        Diagnostics.isStrict = false
        UIApplication.shared.reset()
        var everything: [(name: String, object: () -> AnyObject?)] = []
        var executed: [FuzzOperation] = []
        let failure: String? = {
            let interpreter = FuzzInterpreter(mode: mode)
            defer { executed = interpreter.executed }
            for operation in program {
                interpreter.perform(operation)
                if let failure = interpreter.failure {
                    return "after \(interpreter.executed.last.map { "\($0)" } ?? "the start"): \(failure)"
                }
            }
            interpreter.settle()
            if let failure = interpreter.failure { return "after settling: \(failure)" }
            everything = interpreter.universe.everything
            return nil
        }()
        UIApplication.shared.reset()
        if let failure { return (failure, executed) }
        let alive = everything.filter { $0.object() != nil }.map(\.name)
        return (alive.isEmpty ? nil : "not released after the run: \(alive.joined(separator: ", "))", executed)
    }

    /// Runs one operation and checks the invariants.
    func perform(_ operation: FuzzOperation) {
        guard failure == nil else { return }
        guard let resolved = resolve(operation) else { return }
        executed.append(resolved)
        FuzzWatchdog.shared.begin(resolved.description)
        let reports = Diagnostics.capture { interpret(resolved) }
        FuzzWatchdog.shared.end()
        var problems = FuzzInvariants.check(universe, reports: reports)
        if mode == .valid, let unexpected = reports.first(where: { !FuzzInvariants.isTolerated($0) }) {
            problems.append("valid use reported \(unexpected)")
        }
        if let problem = problems.first { failure = problem }
    }

    /// Performs the operation (or skips it in valid mode when it is invalid now), keeping the model up to date.
    private func interpret(_ operation: FuzzOperation) {
        switch operation {
        case .showWindow, .hideWindow, .setRoot, .embed, .unembed, .swap, .manualCycle, .beginAppearance,
            .endAppearance:
            interpretControllers(operation)
        case .present, .dismiss:
            interpretPresentations(operation)
        case .addSubview, .removeFromSuperview, .dropView:
            interpretViews(operation)
        case .animate, .keyframes, .transitionView, .removeViewAnimations:
            interpretBlockAnimations(operation)
        case .addSublayer, .removeLayer, .dropLayer, .animateLayer, .transaction, .removeLayerAnimations:
            interpretLayers(operation)
        case .makeAnimator, .animatorCall, .dropAnimator:
            interpretAnimators(operation)
        case .advance, .runUntilIdle, .render:
            interpretRunLoop(operation)
        case .misuse(let kind, let first, let second):
            guard mode == .misuse else { return }
            interpretMisuse(kind: kind, first, second)
        case .setUp, .navigation, .sheetSwipe, .tabBar, .touch, .layout, .collection:
            interpretScene(operation)
        }
    }

    func fail(_ problem: String) {
        if failure == nil { failure = problem }
    }

    /// Ends everything that could still be running — animators finished, every animation removed — runs
    /// the run loop until idle, and checks what must hold then: every completion ran as promised, nothing is
    /// busy, dropped objects are released, no view is kept from touches, and in valid mode the leftover
    /// checker finds nothing.
    func settle() {
        guard failure == nil else { return }
        FuzzWatchdog.shared.begin(
            "// settling: stop every animator, remove every animation, UIApplication.shared.runUntilIdle(timeout: 5)")
        defer { FuzzWatchdog.shared.end() }
        universe.isSettling = true
        let reports = Diagnostics.capture {
            universe.scene?.windDown()
            for (slot, animator) in universe.animators.enumerated() {
                guard let animator else { continue }
                if animator.state == .active { animator.stopAnimation(false) }
                if animator.state == .stopped { animator.finishAnimation(at: .current) }
                if animator.state != .inactive { fail("a\(slot) is still \(animator.state) after finishing") }
            }
            for view in universe.allViews { removeAnimations(under: view.layer) }
            for layer in universe.layers { removeAnimations(under: layer) }
            let ran = UIApplication.shared.runUntilIdle(timeout: 5)
            if UIApplication.shared.isBusy {
                fail("still busy after runUntilIdle(timeout: 5) ran \(ran) s with every animation removed")
            }
        }
        if let problem = FuzzInvariants.check(universe, reports: reports).first { return fail(problem) }
        if mode == .valid, let unexpected = reports.first(where: { !FuzzInvariants.isTolerated($0) }) {
            return fail("valid use reported \(unexpected) while settling")
        }
        // Completions of animators that never became active never run.
        for slot in 0..<FuzzUniverse.animatorCount { universe.ledger.excuse(universe.animatorTokens[slot]) }
        if let missing = universe.ledger.missing.first { return fail(missing) }
        if let alive = universe.unreleasedDropped.first { return fail("not released after settling: \(alive)") }
        if let blocked = universe.allViews.first(where: \.isAnimatingWithoutUserInteraction) {
            return fail("\(blocked.traceName) still ignores touches after every animation ended")
        }
        guard mode == .valid else { return }
        for (index, window) in universe.windows.enumerated() {
            let leftovers = LeftoverStateChecker.check(window)
            if !leftovers.isEmpty {
                return fail("leftovers in w\(index): \(leftovers.map(\.description).joined(separator: "; "))")
            }
        }
    }

    private func removeAnimations(under layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(under: sublayer) }
        if let mask = layer.mask { removeAnimations(under: mask) }
    }
}
