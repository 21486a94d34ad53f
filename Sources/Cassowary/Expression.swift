/// A linear expression: Σ coefficient · variable + constant.
///
/// Build one with the arithmetic operators on `Variable`, `Term`, `Expression` and `Double`
/// (`2 * x + y - 10`); a variable may appear in several terms, the solver adds them up.
public struct Expression: Sendable {
    /// The summands with a variable.
    public var terms: [Term]
    /// The summand without a variable.
    public var constant: Double

    /// The expression `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite numbers (not NaN, not ±∞).
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

/// A value that reads as a linear expression: `Variable`, `Term` and `Expression` (numbers combine with them
/// through the `Double` overloads of the operators).
public protocol ExpressionConvertible {
    /// The value as an expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    /// The expression `1 · self`.
    public var expression: Expression { Expression(terms: [Term(self)]) }
}

extension Term: ExpressionConvertible {
    /// The expression with this one term.
    public var expression: Expression { Expression(terms: [self]) }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    public var expression: Expression { self }
}
