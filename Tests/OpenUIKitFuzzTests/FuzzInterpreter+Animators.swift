import Foundation
@testable import OpenUIKit

/// Property animators: made on a pool view, driven through every call of their state machine, dropped.
extension FuzzInterpreter {
    func interpretAnimators(_ operation: FuzzOperation) {
        let u = universe
        switch operation {
        case .makeAnimator(let a, let v, let property, let d):
            let slot = a % FuzzUniverse.animatorCount
            releaseAnimator(slot)
            let view = u.view(v)
            let name = FuzzOperation.pick(FuzzOperation.properties, property)
            let animator = UIViewPropertyAnimator(
                duration: FuzzOperation.pick(FuzzOperation.durations, d), curve: .easeInOut
            ) { [weak view] in
                Self.change(name, of: view)
            }
            let ledger = u.ledger
            let token = ledger.expect(operation.description, .atMostOnce)
            animator.addCompletion { _ in ledger.ran(token) }
            u.animators[slot] = animator
            u.animatorTokens[slot] = [token]
            u.animatorViews[slot] = FuzzUniverse.WeakView(view)
        case .animatorCall(let a, let call):
            let slot = a % FuzzUniverse.animatorCount
            guard let animator = u.animators[slot] else { return }
            perform(call: call % FuzzOperation.animatorCalls.count, on: animator, slot: slot)
        case .dropAnimator(let a):
            releaseAnimator(a % FuzzUniverse.animatorCount)
        default:
            return
        }
    }

    /// The app lets go of the animator in `slot`: its completions may or may not run (a running animator
    /// carries on, a paused one goes away), and it must be released once things settle.
    private func releaseAnimator(_ slot: Int) {
        universe.ledger.excuse(universe.animatorTokens[slot])
        universe.animatorTokens[slot] = []
        universe.dropAnimator(slot)
        universe.animatorWasActive[slot] = false
    }

    private func perform(call: Int, on animator: UIViewPropertyAnimator, slot: Int) {
        let state = animator.state, paused = state == .active && !animator.isRunning
        if mode == .valid {
            let legal: Bool
            switch call {
            case 0, 1, 8, 10: legal = state != .stopped
            case 2: legal = state != .inactive
            case 3: legal = state == .active
            case 4, 5, 6: legal = state == .stopped
            case 7: legal = state == .inactive || paused
            default: legal = paused
            }
            guard legal else { return }
        }
        switch call {
        case 0: animator.startAnimation()
        case 1: animator.pauseAnimation()
        case 2:
            if state != .inactive { universe.animatorStoppedWithoutFinishing[slot] = true }
            animator.stopAnimation(true)
        case 3: animator.stopAnimation(false)
        case 4: animator.finishAnimation(at: .end)
        case 5: animator.finishAnimation(at: .start)
        case 6: animator.finishAnimation(at: .current)
        case 7: animator.fractionComplete = 0.5
        case 8: animator.isReversed.toggle()
        case 9: animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        default:
            let view = universe.animatorViews[slot].view
            animator.addAnimations { [weak view] in view?.alpha = 0.3 }
        }
    }
}
