/// A column of the tableau: an external variable, or one of the solver's own restricted variables.
///
/// The raw value packs a serial number (an index into the solver's per-symbol arrays, reused once a symbol
/// leaves the tableau) above the two bits of the kind; raw values order the symbols for Bland's rule.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: Int {
        /// A user variable: unrestricted in sign, never in the objective by itself.
        case external = 0
        /// The slack of a required inequality (≥ 0).
        case slack = 1
        /// The error of an optional constraint (≥ 0), weighted in the objective.
        case error = 2
        /// The marker of a required equality: always 0, never pivoted in.
        case dummy = 3
    }

    let raw: Int

    init(serial: Int, kind: Kind) {
        raw = serial << 2 | kind.rawValue
    }

    /// The serial, an index into the solver's per-symbol arrays.
    var serial: Int { raw >> 2 }

    var kind: Kind { Kind(rawValue: raw & 3).unsafelyUnwrapped }

    /// Whether the symbol may take part in a pivot (every kind but dummies).
    var isPivotable: Bool { raw & 3 != Kind.dummy.rawValue }

    /// Whether the symbol is restricted to values ≥ 0 (every kind but externals).
    var isRestricted: Bool { raw & 3 != Kind.external.rawValue }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.raw < rhs.raw
    }
}
