import Foundation

/// Lets one UIKit test run at a time: the application, its clock and its windows are shared, so tests that
/// use them must not interleave, even across suites that Swift Testing runs in parallel.
actor SerialGate {
    static let shared = SerialGate()

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `work` when no other work of the gate runs.
    func run(_ work: @Sendable () async throws -> Void) async rethrows {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        }
        busy = true
        defer {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
        try await work()
    }
}
