import Foundation

/// How long the live host took for each frame it drew: the run-loop turn, the render tree, compositing and
/// the copy into the window (the time between frames, spent waiting, is not counted).
public struct FrameTimes: Sendable {
    /// Every drawn frame's time, in seconds, in order.
    public private(set) var durations: [TimeInterval] = []

    public init() {}

    mutating func record(_ duration: TimeInterval) {
        durations.append(duration)
    }

    /// The time under which `fraction` (0…1) of the frames were drawn, by the nearest-rank method (nil
    /// before the first frame).
    public func percentile(_ fraction: Double) -> TimeInterval? {
        guard !durations.isEmpty else { return nil }
        let sorted = durations.sorted()
        let rank = Int((min(max(fraction, 0), 1) * Double(sorted.count)).rounded(.up))
        return sorted[max(rank, 1) - 1]
    }

    /// A line such as `42 frames drawn; frame time p50 1.9 ms, p99 5.2 ms, max 7.0 ms`.
    public var summary: String {
        guard let p50 = percentile(0.5), let p99 = percentile(0.99), let max = durations.max() else {
            return "0 frames drawn"
        }
        func ms(_ seconds: TimeInterval) -> String { String(format: "%.1f ms", seconds * 1000) }
        return "\(durations.count) frames drawn; frame time p50 \(ms(p50)), p99 \(ms(p99)), max \(ms(max))"
    }
}
