import Foundation
@testable import OpenUIKit

/// Every completion a program asked for, and how often it ran: block animations, keyframe animations, view
/// transitions, controller transitions, Core Animation delegates and transaction completions must run
/// exactly once; a property animator's completion at most once (never after `stopAnimation(true)`, nor for
/// an animator the app let go of before it ended).
@MainActor
final class FuzzLedger {
    enum Rule { case exactlyOnce, atMostOnce }

    struct Entry {
        let label: String
        let rule: Rule
        var runs = 0
        /// For an animator's completion: released from the promise (the animator was stopped without
        /// finishing, or dropped).
        var excused = false
    }

    private(set) var entries: [Entry] = []
    /// Problems found as completions run (a second run).
    var violations: [String] = []

    /// A new expected completion; returns its token.
    func expect(_ label: String, _ rule: Rule = .exactlyOnce) -> Int {
        entries.append(Entry(label: label, rule: rule))
        return entries.count - 1
    }

    /// Called by the completion of `token`.
    func ran(_ token: Int) {
        entries[token].runs += 1
        if entries[token].runs == 2 { violations.append("completion ran twice: \(entries[token].label)") }
    }

    func excuse(_ tokens: [Int]) {
        for token in tokens { entries[token].excused = true }
    }

    func runs(of token: Int) -> Int { entries[token].runs }

    /// The completions that should have run by now (after settling) and did not.
    var missing: [String] {
        entries.filter { $0.runs == 0 && !$0.excused }.map { "completion never ran: \($0.label)" }
    }
}

/// A Core Animation delegate that reports its animation's stop to the ledger (and checks start before stop).
@MainActor
final class FuzzAnimationDelegate: CAAnimationDelegate {
    let ledger: FuzzLedger
    let token: Int
    private var started = false

    init(ledger: FuzzLedger, token: Int) {
        self.ledger = ledger
        self.token = token
    }

    func animationDidStart(_ anim: CAAnimation) {
        if started { ledger.violations.append("animationDidStart twice: \(ledger.entries[token].label)") }
        started = true
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        ledger.ran(token)
    }
}
