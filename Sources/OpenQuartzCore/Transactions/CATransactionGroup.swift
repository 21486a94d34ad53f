import Foundation

/// The completion bookkeeping of one transaction (or of one completion block of it): the block runs once
/// the transaction has committed and every animation added to the group has ended (finished or removed).
@MainActor
final class CATransactionGroup {
    var completion: (() -> Void)?
    private var pendingAnimations = 0
    private var isCommitted = false

    /// Whether any animation has been added to the group.
    private(set) var hasAnimations = false

    func add(_ animation: CAAnimation) {
        hasAnimations = true
        pendingAnimations += 1
        animation.transactionGroups.append(self)
    }

    func animationDidEnd() {
        pendingAnimations -= 1
        runCompletionIfDone()
    }

    func markCommitted() {
        isCommitted = true
        runCompletionIfDone()
    }

    private func runCompletionIfDone() {
        guard isCommitted, pendingAnimations == 0, let completion else { return }
        self.completion = nil
        completion()
    }
}
