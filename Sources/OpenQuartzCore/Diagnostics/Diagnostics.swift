import Foundation
import Logging
import Synchronization

/// The one diagnostics channel of OpenUIKit.
///
/// Every misuse that UIKit or Core Animation answers with an exception or a console warning is reported here,
/// with Apple's wording where there is one. By default a report is logged through swift-log (label
/// `OpenUIKit`) and the offending call leaves state unchanged. In strict mode a report traps, as the
/// exception would on Apple platforms. Tests capture reports with ``capture(_:)``.
public enum Diagnostics {
    private struct State {
        var isStrict = false
        var captures: [[Diagnostic]] = []
    }

    private static let state = Mutex(State())
    private static let logger = Logger(label: "OpenUIKit")

    /// When true, a report traps (as Apple's exception would); when false (the default) it is logged.
    public static var isStrict: Bool {
        get { state.withLock { $0.isStrict } }
        set { state.withLock { $0.isStrict = newValue } }
    }

    /// Reports one misuse.
    public static func report(_ diagnostic: Diagnostic) {
        let (strict, captured) = state.withLock { state -> (Bool, Bool) in
            guard !state.captures.isEmpty else { return (state.isStrict, false) }
            state.captures[state.captures.count - 1].append(diagnostic)
            return (state.isStrict, true)
        }
        if strict {
            fatalError("OpenUIKit strict mode: \(diagnostic)")
        }
        if !captured {
            logger.warning("\(diagnostic.message)", metadata: ["code": "\(diagnostic.code)"])
        }
    }

    /// Reports one misuse.
    public static func report(_ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ message: String) {
        report(Diagnostic(code, severity: severity, message))
    }

    /// Starts collecting reports instead of logging them, until the matching `endCapture()` (for captures
    /// that span asynchronous work, such as a test trait's scope).
    package static func beginCapture() {
        state.withLock { $0.captures.append([]) }
    }

    /// The reports of the innermost capture so far.
    package static var capturedSoFar: [Diagnostic] {
        state.withLock { $0.captures.last ?? [] }
    }

    /// Ends the innermost capture begun with `beginCapture()`; returns its reports.
    @discardableResult
    package static func endCapture() -> [Diagnostic] {
        state.withLock { $0.captures.popLast() ?? [] }
    }

    /// Runs `body`, collecting every report made meanwhile instead of logging it; returns them in order.
    /// Captures nest: an inner capture takes the reports made inside it.
    @discardableResult
    public static func capture(_ body: () throws -> Void) rethrows -> [Diagnostic] {
        state.withLock { $0.captures.append([]) }
        defer { _ = state.withLock { $0.captures.removeLast() } }
        try body()
        return state.withLock { $0.captures[$0.captures.count - 1] }
    }
}
