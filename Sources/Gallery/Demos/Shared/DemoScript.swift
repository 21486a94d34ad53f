import Foundation

/// A demo's script: steps at given times, each handed out once, on the first frame at or after its time (so
/// frame rates whose frame times miss a step's time still run it, one frame late at most).
struct DemoScript<Step> {
    private let steps: [(time: TimeInterval, step: Step)]
    private var next = 0

    /// `steps` in time order.
    init(_ steps: [(time: TimeInterval, step: Step)]) {
        self.steps = steps
    }

    /// The steps due at `time` that have not run yet, in order.
    mutating func due(at time: TimeInterval) -> [Step] {
        var due: [Step] = []
        while next < steps.count, time >= steps[next].time - 1e-9 {
            due.append(steps[next].step)
            next += 1
        }
        return due
    }
}
