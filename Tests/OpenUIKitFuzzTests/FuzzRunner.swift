import Foundation
import PropertyBased
@testable import OpenUIKit

/// Runs many fuzz programs from one seed, and shrinks a failing program to a short reproducer.
@MainActor
enum FuzzRunner {
    struct Outcome {
        var sequences = 0
        var operations = 0
        /// The reproducer of the first failure, or nil.
        var failure: String?
        /// The operations run in each area.
        var perArea: [FuzzArea: Int] = [:]
    }

    /// The program number `index` of `seed` in `mode` and `area`: the same every time. Outside the
    /// containment area it starts with the area's `setUp`, which counts as one of its `length` operations.
    static func program(
        seed: UInt64, index: Int, mode: FuzzMode, area: FuzzArea = .containment, length: Int
    ) -> [FuzzOperation] {
        let areaSeed = UInt64(FuzzArea.allCases.firstIndex(of: area) ?? 0) << 32
        var rng = Xoshiro(
            seed: (seed, UInt64(index), (mode == .valid ? 0x7A11D : 0xBAD) ^ areaSeed, 0x9E37_79B9_7F4A_7C15))
        guard area != .containment else {
            return FuzzGenerators.program(mode, area: area, length: length).run(using: &rng)
        }
        return [.setUp(area)] + FuzzGenerators.program(mode, area: area, length: max(length - 1, 0)).run(using: &rng)
    }

    /// Runs programs of `length` operations, going round the areas and the modes, until `operations`
    /// operations ran or one fails; the failing program is shrunk.
    static func run(
        seed: UInt64, operations: Int, length: Int, modes: [FuzzMode] = FuzzMode.allCases,
        areas: [FuzzArea] = FuzzArea.allCases
    ) -> Outcome {
        var outcome = Outcome()
        while outcome.operations < operations {
            let mode = modes[outcome.sequences % modes.count]
            let area = areas[(outcome.sequences / modes.count) % areas.count]
            let program = program(
                seed: seed, index: outcome.sequences, mode: mode, area: area,
                length: min(length, operations - outcome.operations))
            outcome.sequences += 1
            outcome.operations += program.count
            FuzzWatchdog.shared.beginProgram(
                "// \(mode) \(area) program from seed \(seed), program \(outcome.sequences - 1)")
            outcome.perArea[area, default: 0] += program.count
            if let failure = FuzzInterpreter.run(program, mode: mode).failure {
                let shrunk = shrink(program) { FuzzInterpreter.run($0, mode: mode).failure != nil }
                let (shrunkFailure, executed) = FuzzInterpreter.run(shrunk, mode: mode)
                outcome.failure = reproducer(
                    executed, mode: mode, failure: shrunkFailure ?? failure,
                    origin: "seed \(seed), \(area) program \(outcome.sequences - 1) of \(program.count) operations")
                break
            }
        }
        return outcome
    }

    /// The shortest program found that still `fails`: removes runs of operations, halving their length down
    /// to single operations, until no removal keeps the failure (at most `budget` tries).
    static func shrink(
        _ program: [FuzzOperation], budget: Int = 3_000, fails: ([FuzzOperation]) -> Bool
    ) -> [FuzzOperation] {
        var current = program
        var tries = 0
        var chunk = max(current.count / 2, 1)
        while tries < budget {
            var removedAny = false
            var start = 0
            while start < current.count, tries < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                tries += 1
                if fails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            if !removedAny { chunk = max(chunk / 2, 1) }
        }
        return current
    }

    /// A failing program as Swift-like lines, with the failure and where the program came from.
    static func reproducer(_ program: [FuzzOperation], mode: FuzzMode, failure: String, origin: String) -> String {
        var lines = [
            "// \(mode) program from \(origin), shrunk to \(program.count) operations", "// fails: \(failure)",
            "UIApplication.shared.reset()",
        ]
        lines += program.map(\.description)
        lines.append(
            "// then: stop every animator, remove every animation, UIApplication.shared.runUntilIdle(timeout: 5)")
        return lines.joined(separator: "\n")
    }
}
