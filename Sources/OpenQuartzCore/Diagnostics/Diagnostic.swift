import Foundation

/// One report of misuse: what UIKit or Core Animation answers with an exception or a console warning.
///
/// OpenUIKit reports it through ``Diagnostics`` instead of raising, leaves state as it was, and carries on
/// (unless ``Diagnostics/isStrict`` is set, which traps as the exception would).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How Apple's framework reacts to the same misuse.
    public enum Severity: String, Sendable, Hashable {
        /// Apple logs a warning and continues.
        case warning
        /// Apple raises an exception (e.g. `NSInvalidArgumentException`, `CALayerInvalidGeometry`).
        case exception
    }

    /// A stable identifier of the kind of misuse, for tests and filters.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A NaN or infinite geometry or timing value (`CALayerInvalidGeometry` on Apple platforms).
        public static let invalidGeometry = Code(rawValue: "invalidGeometry")
        /// A timing value out of its domain (negative duration, NaN time…).
        public static let invalidTiming = Code(rawValue: "invalidTiming")
        /// Spring mass or stiffness not greater than zero, negative damping.
        public static let invalidSpring = Code(rawValue: "invalidSpring")
        /// A key path that names no animatable property of the layer.
        public static let unknownKeyPath = Code(rawValue: "unknownKeyPath")
        /// A value whose type does not fit the property at a key path.
        public static let wrongValueType = Code(rawValue: "wrongValueType")
        /// A layer added to itself or to one of its own descendants.
        public static let layerCycle = Code(rawValue: "layerCycle")
        /// `removeAnimation(forKey:)` with a key that names no animation on the layer.
        public static let missingAnimation = Code(rawValue: "missingAnimation")
        /// An argument out of range (an index past the end, a nil where a value is required…).
        public static let invalidArgument = Code(rawValue: "invalidArgument")
        /// Unbalanced `CATransaction.begin()`/`commit()` and similar state misuse.
        public static let invalidState = Code(rawValue: "invalidState")
    }

    public let code: Code
    public let severity: Severity
    /// The message, in the wording Apple's framework uses where it has one.
    public let message: String

    public init(_ code: Code, severity: Severity, _ message: String) {
        self.code = code
        self.severity = severity
        self.message = message
    }

    public var description: String { "[\(severity.rawValue)] \(code): \(message)" }
}
