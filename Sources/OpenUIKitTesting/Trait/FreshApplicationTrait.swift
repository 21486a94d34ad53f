import Foundation
import OpenUIKit
import Testing

/// A Swift Testing trait that gives every test a fresh application — `UIApplication.shared.reset()`: virtual
/// clock at 0, no windows, transitions, animations or queued work — captures the diagnostics the test causes
/// (read them with `FreshApplicationTrait.reports`; they are not logged), and runs the tests it covers one at
/// a time, so tests sharing the application never interleave. One line at the top of a suite:
///
/// Tests without the trait still run in parallel, beside the one test that holds the application. The trait orders
/// only the tests that carry it: a test without it that touches the application (or the Core Animation clock
/// under it) may run between the reset and a test's body, so give every suite that touches either the trait —
/// then `swift test` may run in parallel. Nesting is harmless: a test under two suites with the trait takes the
/// gate once.
///
/// ```swift
/// @MainActor
/// @Suite(.freshApplication) struct PushTests {
///     @Test func pushSlidesIn() { … }   // starts with a clean application at time 0
/// }
/// ```
public struct FreshApplicationTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public init() {}

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        try await SerialGate.shared.run {
            await MainActor.run { UIApplication.shared.reset() }
            Diagnostics.beginCapture()
            defer { Diagnostics.endCapture() }
            try await function()
        }
    }

    /// The diagnostics reported so far in the current test (empty outside a test with this trait).
    public static var reports: [Diagnostic] { Diagnostics.capturedSoFar }
}

extension Trait where Self == FreshApplicationTrait {
    /// A fresh application for every test, diagnostics captured, tests run one at a time (see
    /// `FreshApplicationTrait`).
    public static var freshApplication: FreshApplicationTrait { FreshApplicationTrait() }
}
