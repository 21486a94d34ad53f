import Foundation

/// Lets one UIKit test run at a time: the application, its clock and its windows are shared, so tests that
/// use them must not interleave, even across suites that Swift Testing runs in parallel.
actor SerialGate {
    static let shared = SerialGate()

    /// Whether the current task runs inside the gate (work it started, and the tasks that work starts).
    @TaskLocal private static var isHeld = false

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `work` when no other work of the gate runs; work already inside the gate runs at once (so a test
    /// under two suites that both carry the trait does not wait for itself).
    func run(_ work: @Sendable () async throws -> Void) async rethrows {
        if Self.isHeld { return try await work() }
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        }
        busy = true
        defer {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
        try await Self.$isHeld.withValue(true) { try await work() }
    }
}
