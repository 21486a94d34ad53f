import Foundation
import Synchronization
import Testing
@testable import Gallery

/// The progress report: a bar redrawn in place on a terminal, one line per demo into a pipe.
struct ProgressBarTests {
    final class Sink: Sendable {
        let written = Mutex<[String]>([])
        func write(_ text: String) { written.withLock { $0.append(text) } }
    }

    @Test func intoAPipeEachFinishedDemoIsOneLineAndNothingElse() {
        let sink = Sink()
        let progress = ProgressBar(total: 2, isTerminal: false, write: sink.write)
        for fraction in [0.0, 0.3, 0.9, 1] { progress.update(item: 0, fraction: fraction, label: "path-morph") }
        for fraction in [0.5, 1] { progress.update(item: 1, fraction: fraction, label: "tab-slide") }
        progress.finish()
        #expect(sink.written.withLock { $0 } == ["[1/2] path-morph\n", "[2/2] tab-slide\n"])
    }

    @Test func onATerminalTheBarIsRedrawnInPlaceAndTheLineEndsAtTheFinish() {
        let sink = Sink()
        let progress = ProgressBar(total: 2, isTerminal: true, write: sink.write)
        progress.update(item: 1, fraction: 0.5, label: "tab-slide")
        progress.finish()
        let bar = String(repeating: "█", count: 23) + String(repeating: "░", count: 7)
        #expect(sink.written.withLock { $0 } == ["\r\(bar)  75% tab-slide\u{1B}[K", "\n"])
    }
}
