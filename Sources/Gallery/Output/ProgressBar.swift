import Foundation
import Synchronization

/// A one-line progress bar on standard error: overall fraction and the demo being rendered.
final class ProgressBar: Sendable {
    private let state = Mutex<(done: Double, label: String)>((0, ""))
    private let total: Double

    init(total: Int) {
        self.total = Double(max(total, 1))
    }

    /// Reports progress `fraction` (0…1) within item `index`.
    func update(item index: Int, fraction: Double, label: String) {
        let overall = state.withLock { state -> Double in
            state = ((Double(index) + fraction) / total, label)
            return state.done
        }
        let width = 30
        let filled = Int((overall * Double(width)).rounded())
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(
            Data(String(format: "\r%@ %3d%% %@\u{1B}[K", bar, Int(overall * 100), label).utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
