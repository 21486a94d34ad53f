import Benchmark

/// Measures one call of `work` per iteration on the main actor, from the first iteration on (what a
/// benchmark's setup did before is not measured).
public func measure(_ benchmark: Benchmark, _ work: @escaping @MainActor @Sendable () -> Void) async {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        await MainActor.run { work() }
    }
}
