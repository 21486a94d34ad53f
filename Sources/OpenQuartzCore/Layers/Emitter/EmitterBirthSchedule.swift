import Foundation

/// The integral of the layer's `birthRate` multiplier over the emitter's local time, from the start of
/// emission: a cell with rate r has had `r × E(t)` births by time t, the k-th when `r × E` reaches k.
///
/// Between changes of the model the multiplier is constant and the integral exact; where an animation acts
/// on it, it is integrated over a fixed grid of 1/240 s anchored at the start of emission, sampling the
/// animated value in the middle of each step — the same steps whichever time is asked, so births do not
/// depend on the frames drawn.
struct EmitterBirthSchedule {
    /// Pieces of constant rate, in time order: from `time`, `cumulative` births-per-unit-rate so far.
    private var pieces: [(time: Double, cumulative: Double, rate: Double)] = []

    static let step = 1.0 / 240

    /// The schedule from `start` to `end`, with `rate(t)` the multiplier at t and `animated` the intervals in
    /// which animations may change it.
    init(
        start: Double, end: Double, changes: [Double], animated: [ClosedRange<Double>], rate: (Double) -> Double
    ) {
        var cuts = Set([start])
        for change in changes where change > start && change < end { cuts.insert(change) }
        var gridded: [ClosedRange<Int>] = []
        for interval in animated where interval.upperBound > start && interval.lowerBound < end {
            let first = Int(((max(interval.lowerBound, start) - start) / Self.step).rounded(.down))
            let last = Int(((min(interval.upperBound, end) - start) / Self.step).rounded(.up))
            gridded.append(first...last)
            for index in first...last { cuts.insert(start + Double(index) * Self.step) }
        }
        let times = cuts.filter { $0 < end }.sorted()
        var cumulative = 0.0
        for (offset, time) in times.enumerated() {
            let next = offset + 1 < times.count ? times[offset + 1] : end
            let cell = Int(((time - start) / Self.step).rounded(.down))
            let isGridded = gridded.contains { $0.contains(cell) && $0.upperBound > cell }
            let sampleTime = isGridded ? start + (Double(cell) + 0.5) * Self.step : (time + next) / 2
            let value = max(rate(sampleTime), 0)
            pieces.append((time, cumulative, value))
            cumulative += value * (next - time)
        }
    }

    /// The integral from the start to `time` (0 before the start).
    func cumulative(at time: Double) -> Double {
        guard let index = pieces.lastIndex(where: { $0.time <= time }) else { return 0 }
        let piece = pieces[index]
        return piece.cumulative + piece.rate * (time - piece.time)
    }

    /// The first time the integral reaches `value` (nil when it never does within the schedule).
    func time(reaching value: Double) -> Double? {
        var low = 0, high = pieces.count - 1
        guard high >= 0 else { return nil }
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].cumulative < value { low = middle } else { high = middle - 1 }
        }
        var index = low
        while index < pieces.count {
            let piece = pieces[index]
            if piece.rate > 0 { return piece.time + max(value - piece.cumulative, 0) / piece.rate }
            index += 1
        }
        return nil
    }
}
