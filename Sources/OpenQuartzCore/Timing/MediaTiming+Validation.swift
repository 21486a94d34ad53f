import Foundation

extension MediaTiming {
    /// Why a timing property refuses `value` — NaN, infinite where that is not allowed, negative where the
    /// property must not be — in the words of the report ("duration must be a finite, non-negative number;
    /// got -1"), or nil when the value is accepted. Layers, animations and emitter cells check their timing
    /// values with it.
    package static func rejection(
        of value: Double, named name: String, nonNegative: Bool = false, allowsInfinity: Bool = false
    ) -> String? {
        guard value.isNaN || (!allowsInfinity && !value.isFinite) || (nonNegative && value < 0) else { return nil }
        return "\(name) must be a finite\(nonNegative ? ", non-negative" : "") number; got \(value)"
    }
}
