import Cassowary

extension Cassowary.Constraint {
    /// Whether `other` has the same terms (the same variables with the same coefficients, in order), relation
    /// and strength: the two differ at most in their constant.
    func differsOnlyInConstant(from other: Cassowary.Constraint) -> Bool {
        relation == other.relation && strength == other.strength
            && expression.terms.elementsEqual(other.expression.terms) {
                $0.variable === $1.variable && $0.coefficient == $1.coefficient
            }
    }
}
