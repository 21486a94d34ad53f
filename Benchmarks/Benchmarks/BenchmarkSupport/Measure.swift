import Benchmark

/// Measures `work` on the main actor, once per inner iteration of the sample (what the benchmark's setup did
/// before is not measured). The measurement starts and stops on the main actor: the hop from the runner's
/// thread to the main actor and back — a thread wake-up of tens of microseconds on a loaded machine — is not
/// part of the figure.
public func measure(_ benchmark: Benchmark, _ work: @escaping @MainActor @Sendable () -> Void) async {
    // The runner waits for the sample to end before it reads the benchmark again: one task uses it at a time.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { work() }
        benchmark.stopMeasurement()
    }
}
