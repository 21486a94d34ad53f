import Foundation
import Synchronization

/// Progress on standard error: on a terminal, a one-line bar redrawn in place (overall fraction and the demo
/// being rendered); into a pipe or a file (a CI log), one plain line per finished demo, so the log gets no
/// control sequences and no thousands of redraws.
final class ProgressBar: Sendable {
    private let state = Mutex<(done: Double, label: String)>((0, ""))
    private let total: Int
    private let isTerminal: Bool
    private let write: @Sendable (String) -> Void

    /// A progress report for `total` items, written with `write` (standard error by default) as a bar when
    /// `isTerminal` (standard error is a terminal by default), as lines otherwise.
    init(
        total: Int, isTerminal: Bool = isatty(STDERR_FILENO) != 0,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.total = max(total, 1)
        self.isTerminal = isTerminal
        self.write = write
    }

    /// Reports progress `fraction` (0…1) within item `index`.
    func update(item index: Int, fraction: Double, label: String) {
        let overall = state.withLock { state -> Double in
            state = ((Double(index) + fraction) / Double(total), label)
            return state.done
        }
        guard isTerminal else {
            if fraction >= 1 { write("[\(index + 1)/\(total)] \(label)\n") }
            return
        }
        let width = 30
        let filled = Int((overall * Double(width)).rounded())
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        write(String(format: "\r%@ %3d%% %@\u{1B}[K", bar, Int(overall * 100), label))
    }

    /// Ends the bar's line (lines need no end).
    func finish() {
        if isTerminal { write("\n") }
    }
}
