import Foundation
import Synchronization

/// Checks that every operation returns. A hang cannot be caught on the thread that hangs, so a background
/// thread looks once a second: when one operation has run for more than `limit` seconds of wall time, it
/// prints the program's lines so far and the operation in flight (a reproducer, unshrunk) and ends the
/// process.
final class FuzzWatchdog: Sendable {
    static let shared = FuzzWatchdog()

    /// How long one operation may take.
    let limit: Duration = .seconds(30)

    private struct State {
        var header = ""
        var lines: [String] = []
        var current: String?
        var since = ContinuousClock.now
        var watching = false
    }

    private let state = Mutex(State())

    /// A new program starts.
    func beginProgram(_ header: String) {
        state.withLock {
            $0.header = header; $0.lines = []; $0.current = nil
        }
    }

    /// An operation starts; it must end within `limit`.
    func begin(_ line: String) {
        let startThread = state.withLock { state -> Bool in
            state.current = line
            state.since = .now
            defer { state.watching = true }
            return !state.watching
        }
        if startThread { Thread.detachNewThread { [self] in watch() } }
    }

    /// The operation in flight returned.
    func end() {
        state.withLock { state in
            if let line = state.current { state.lines.append(line) }
            state.current = nil
        }
    }

    private func watch() {
        while true {
            usleep(1_000_000)
            let hung = state.withLock { state -> String? in
                guard let current = state.current, ContinuousClock.now - state.since > limit else { return nil }
                return
                    ([state.header, "UIApplication.shared.reset()"] + state.lines + ["\(current)  // never returned"])
                    .joined(separator: "\n")
            }
            if let hung {
                print("OpenUIKit fuzz: an operation did not return within \(limit):\n\(hung)")
                exit(1)
            }
        }
    }
}
