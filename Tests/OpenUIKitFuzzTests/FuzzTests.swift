import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// The model-based fuzzer: random programs of public API calls over a small universe, every invariant
/// checked after every operation (see docs/FUZZING.md).
///
/// `swift test --filter OpenUIKitFuzzTests` runs the short, fixed-seed run. The long run:
/// `OPENUIKIT_FUZZ_OPERATIONS=100000 swift test --filter OpenUIKitFuzzTests` (a random seed, printed;
/// `OPENUIKIT_FUZZ_SEED=<n>` replays one).
@MainActor
@Suite(.freshApplication, .serialized) struct FuzzTests {
    /// Fixed seeds for the short run.
    nonisolated static let seeds: [UInt64] = [1, 0x5EED, 20_261_123]

    @Test(arguments: FuzzMode.allCases, seeds)
    func shortRun(mode: FuzzMode, seed: UInt64) {
        let outcome = FuzzRunner.run(seed: seed, operations: 400, length: 40, modes: [mode], areas: [.containment])
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.operations == 400 && outcome.sequences == 10)
    }

    /// The short run of every other area: 120 operations in programs of 30 from a fixed seed in each mode.
    @Test(arguments: FuzzArea.allCases.filter { $0 != .containment }, FuzzMode.allCases)
    func areaShortRun(area: FuzzArea, mode: FuzzMode) {
        let outcome = FuzzRunner.run(seed: Self.seeds[1], operations: 120, length: 30, modes: [mode], areas: [area])
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.operations == 120 && outcome.perArea == [area: 120])
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["OPENUIKIT_FUZZ_OPERATIONS"] != nil))
    func longRun() {
        let environment = ProcessInfo.processInfo.environment
        let operations = Int(environment["OPENUIKIT_FUZZ_OPERATIONS"] ?? "") ?? 100_000
        let length = Int(environment["OPENUIKIT_FUZZ_LENGTH"] ?? "") ?? 50
        let seed = UInt64(environment["OPENUIKIT_FUZZ_SEED"] ?? "") ?? UInt64.random(in: 1...UInt64(UInt32.max))
        let areas =
            environment["OPENUIKIT_FUZZ_AREA"].map {
                $0.split(separator: ",").compactMap { FuzzArea(rawValue: String($0)) }
            } ?? FuzzArea.allCases
        print(
            "OpenUIKit fuzz: seed \(seed) (replay with OPENUIKIT_FUZZ_SEED=\(seed)), \(operations) operations in programs of \(length), areas \(areas.map(\.rawValue).joined(separator: ","))"
        )
        let clock = ContinuousClock()
        var outcome = FuzzRunner.Outcome()
        let elapsed = clock.measure {
            outcome = FuzzRunner.run(
                seed: seed, operations: operations, length: length, areas: areas.isEmpty ? FuzzArea.allCases : areas)
        }
        print("OpenUIKit fuzz: \(outcome.operations) operations in \(outcome.sequences) programs, \(elapsed)")
        for (area, count) in outcome.perArea.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            print("OpenUIKit fuzz: \(area.rawValue): \(count) operations")
        }
        if let failure = outcome.failure {
            print(failure)
            Issue.record("the fuzzer found a failure; its shrunk reproducer is printed above")
        }
    }

    /// The same seed gives the same programs.
    @Test func programsAreReproducibleFromTheirSeed() {
        let first = FuzzRunner.program(seed: 42, index: 3, mode: .misuse, length: 30)
        #expect(first == FuzzRunner.program(seed: 42, index: 3, mode: .misuse, length: 30))
        #expect(first != FuzzRunner.program(seed: 42, index: 4, mode: .misuse, length: 30))
        #expect(first.count == 30)
        #expect(
            !FuzzRunner.program(seed: 42, index: 3, mode: .valid, length: 200).contains {
                if case .misuse = $0 { true } else { false }
            })
    }

    /// The shrinker keeps only what the failure needs, in order.
    @Test func theShrinkerKeepsOnlyWhatTheFailureNeeds() {
        var program = FuzzRunner.program(seed: 7, index: 0, mode: .valid, length: 60)
        program.insert(.dropView(2), at: 10)
        program.insert(.advance(frames: 1), at: 40)
        let needed: [FuzzOperation] = [.dropView(2), .advance(frames: 1)]
        let shrunk = FuzzRunner.shrink(program) { candidate in
            guard let first = candidate.firstIndex(of: .dropView(2)) else { return false }
            return candidate[(first + 1)...].contains(.advance(frames: 1))
        }
        #expect(shrunk == needed)
        let text = FuzzRunner.reproducer(shrunk, mode: .valid, failure: "example", origin: "a test")
        #expect(
            text.split(separator: "\n").map(String.init) == [
                "// valid program from a test, shrunk to 2 operations", "// fails: example",
                "UIApplication.shared.reset()",
                "v2.subviews.forEach { $0.removeFromSuperview() }; v2.removeFromSuperview(); v2 = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))",
                "UIApplication.shared.advance(by: 1.0 / 60)",
                "// then: stop every animator, remove every animation, UIApplication.shared.runUntilIdle(timeout: 5)",
            ])
    }

    /// The invariants catch what they promise to: a completion run twice, a view moved behind the model's
    /// back, an appearance callback repeated without a diagnostic.
    @Test func theInvariantsCatchBrokenPromises() {
        let universe = FuzzUniverse()
        #expect(FuzzInvariants.check(universe, reports: []) == [])
        let token = universe.ledger.expect("block")
        universe.ledger.ran(token)
        universe.ledger.ran(token)
        #expect(FuzzInvariants.check(universe, reports: []) == ["completion ran twice: block"])
        universe.view(1).addSubview(universe.view(0))
        #expect(FuzzInvariants.check(universe, reports: []).first?.hasPrefix("v0 is in") == true)
        universe.expectedSuperview[0] = ObjectIdentifier(universe.view(1))
        universe.controller(2).viewDidAppear(false)
        #expect(
            FuzzInvariants.check(universe, reports: []) == [
                "c2 got viewDidAppear while disappeared with no diagnostic",
                "c2 is disappeared but its callbacks say appeared",
            ])
    }
}
