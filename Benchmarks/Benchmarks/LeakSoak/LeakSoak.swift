import Foundation
import OpenUIKit

/// The leak soak: a long run of mixed transitions — animated pushes and pops, interactive edge-swipe pops
/// finished and cancelled, presentations in every built-in style and a custom one, tab switches, child swaps —
/// with taps and scroll drags in between, on one app. After each batch of 1,000 it checks that every controller
/// the batch made and let go of is released (`LifecycleTrace.controllersStillInMemory`) and notes the resident
/// memory; at the end the memory must be within 5 % of what it was after the first batch.
///
///     swift run -c release LeakSoak [TRANSITIONS]     (100,000 by default)
///
/// Exit status 0 when both hold, 1 otherwise. Small enough to run under valgrind's memcheck
/// (`valgrind --leak-check=full .build/release/LeakSoak 2000`).
@main
@MainActor
enum LeakSoak {
    static let batch = 1_000

    static func main() {
        let transitions = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
        let app = SoakApp()
        var baseline: Int?
        var failures: [String] = []
        let start = Date()
        for first in stride(from: 0, to: transitions, by: batch) {
            let trace = LifecycleTrace()
            for index in first..<min(first + batch, transitions) {
                app.run(step: index)
                // The trace is kept for the controllers it has seen (held weakly), not for its events, which
                // would otherwise fill the memory being measured.
                trace.removeAll()
            }
            UIApplication.shared.runUntilIdle()
            let survivors = trace.controllersStillInMemory.filter { !app.keeps($0) }
            trace.stop()
            if !survivors.isEmpty {
                failures.append(
                    "after \(first + batch) transitions, still in memory: \(survivors.joined(separator: ", "))")
            }
            let resident = residentBytes()
            if baseline == nil { baseline = resident }
            print(
                "\(min(first + batch, transitions)) transitions: \(resident / 1_048_576) MiB resident, \(String(format: "%.1f", Date().timeIntervalSince(start))) s"
            )
        }
        let end = residentBytes()
        if let baseline, Double(end) > Double(baseline) * 1.05 {
            failures.append(
                "resident memory grew from \(baseline / 1_048_576) MiB after the first \(batch) transitions to \(end / 1_048_576) MiB (over 5 %)"
            )
        }
        print(failures.isEmpty ? "clean" : failures.joined(separator: "\n"))
        exit(failures.isEmpty ? 0 : 1)
    }

    /// The process's resident set, from /proc/self/statm.
    static func residentBytes() -> Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
