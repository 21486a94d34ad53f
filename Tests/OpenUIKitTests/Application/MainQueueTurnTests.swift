import Dispatch
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// The main dispatch queue in the headless run loop: `advanceRunningMainQueue(by:)` lets it run after each
/// frame, so `DispatchQueue.main.async` blocks queued by UIKit work run in order with it; `advance(by:)`,
/// synchronous, leaves them to the caller's next `await` (on Linux the main actor is the main queue).
@MainActor
@Suite(.freshApplication) struct MainQueueTurnTests {
    @MainActor final class Log {
        var entries: [String] = []
        func add(_ entry: String) { entries.append("\(entry) @\(CACurrentMediaTime())") }
    }

    @MainActor final class Target: NSObject {
        let log: Log
        init(_ log: Log) { self.log = log }
        func hide() { log.add("perform") }
    }

    @Test func blocksQueuedByACompletionRunAfterItsFrameBeforeTheNextPass() async {
        let log = Log()
        let target = Target(log)
        let view = UIView()
        DispatchQueue.main.async { MainActor.assumeIsolated { log.add("queued before") } }
        UIView.animate(withDuration: 0.1, animations: { view.alpha = 0 }) { _ in
            log.add("completion")
            DispatchQueue.main.async { MainActor.assumeIsolated { log.add("block from completion") } }
            target.perform(Target.hide, afterDelay: 0)
        }
        await UIApplication.shared.advanceRunningMainQueue(by: 0.5)
        let completion = log.entries.first { $0.hasPrefix("completion") }.map { $0.dropFirst("completion ".count) }
        #expect(
            log.entries == [
                "queued before @0.0", "completion \(completion ?? "")", "block from completion \(completion ?? "")",
                "perform \(completion ?? "")",
            ])
        #expect(completion != nil)
        #expect(CACurrentMediaTime() == 0.5)
    }

    @Test func aBlockQueuedByATimerBetweenFramesRunsAfterTheFrameThatFollows() async {
        let log = Log()
        Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
            log.add("timer")
            DispatchQueue.main.async { MainActor.assumeIsolated { log.add("block") } }
        }
        await UIApplication.shared.advanceRunningMainQueue(by: 0.05)
        #expect(log.entries == ["timer @0.01", "block @\(1.0 / 60.0)"])
    }

    @Test func synchronousAdvanceLeavesBlocksToTheCallersNextAwait() async {
        let log = Log()
        DispatchQueue.main.async { MainActor.assumeIsolated { log.add("block") } }
        UIApplication.shared.advance(by: 0.1)
        #expect(log.entries.isEmpty)
        await Task.yield()
        #expect(log.entries == ["block @0.1"])
    }

    @Test func aNegativeOrNaNDurationIsReportedAndNothingRuns() async {
        let log = Log()
        DispatchQueue.main.async { MainActor.assumeIsolated { log.add("block") } }
        Diagnostics.beginCapture()
        await UIApplication.shared.advanceRunningMainQueue(by: -1)
        await UIApplication.shared.advanceRunningMainQueue(by: .nan)
        let reports = Diagnostics.endCapture()
        #expect(reports.map(\.code) == [.invalidTiming, .invalidTiming])
        #expect(CACurrentMediaTime() == 0)
        await UIApplication.shared.advanceRunningMainQueue(by: 0)
        #expect(log.entries == ["block @0.0"])
    }
}
