// The arithmetic of linear expressions: sums and differences of variables, terms, expressions and numbers,
// negation, and scaling by a number.

extension Expression {
    /// The expression times `factor` (every coefficient and the constant).
    func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// The sum of two expressions (terms concatenated, constants added).
    func adding(_ other: Expression) -> Expression {
        Expression(terms: terms + other.terms, constant: constant + other.constant)
    }
}

/// The sum of two linear values.
public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs.expression.adding(rhs.expression)
}

/// A linear value plus a number.
public func + <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.expression.adding(Expression(constant: rhs))
}

/// A number plus a linear value.
public func + <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs).adding(rhs.expression)
}

/// The difference of two linear values.
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs.expression.adding(rhs.expression.scaled(by: -1))
}

/// A linear value minus a number.
public func - <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.expression.adding(Expression(constant: -rhs))
}

/// A number minus a linear value.
public func - <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs).adding(rhs.expression.scaled(by: -1))
}

/// The negated linear value.
public prefix func - <V: ExpressionConvertible>(value: V) -> Expression {
    value.expression.scaled(by: -1)
}

/// A linear value times a number.
public func * <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.expression.scaled(by: rhs)
}

/// A number times a linear value.
public func * <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    rhs.expression.scaled(by: lhs)
}

/// A linear value divided by a number.
public func / <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.expression.scaled(by: 1 / rhs)
}
