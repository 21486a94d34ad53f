import Cassowary
import Foundation

/// UIKit's answer to required constraints that cannot all hold: the console message listing a minimal
/// set of conflicting constraints, the new constraint left out of the engine, layout carried on.
extension LayoutEngine {
    /// The largest set of related constraints searched for a minimal conflicting subset; beyond it, the
    /// constraints sharing a variable with the broken one are listed.
    private static let conflictSearchLimit = 150

    /// Reports that `broken` (whose solver form is `solverConstraint`) conflicts with the required
    /// constraints already in the engine, and is being left out.
    func reportUnsatisfiable(_ broken: NSLayoutConstraint, solverConstraint: Cassowary.Constraint) {
        let conflicting = conflictingConstraints(with: solverConstraint)
        var listed: [NSLayoutConstraint] = []
        for constraint in conflicting + [broken] where !listed.contains(where: { $0 === constraint }) {
            listed.append(constraint)
        }
        let hasAutoresizing = listed.contains { $0.description.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }
        let note =
            hasAutoresizing
            ? "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
            : ""
        let list = listed.map { "    \"\($0)\"" }.joined(separator: ",\n")
        Diagnostics.report(
            .unsatisfiableConstraints, .warning,
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \(note)(
            \(list)
            )

            Will attempt to recover by breaking constraint 
            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """)
    }

    /// The engine's required constraints that, with `failing`, cannot hold: a minimal such set (each one
    /// needed for the conflict), found by dropping constraints one at a time from those connected to
    /// `failing` through shared variables.
    private func conflictingConstraints(with failing: Cassowary.Constraint) -> [NSLayoutConstraint] {
        var entries: [(solver: Cassowary.Constraint, layout: NSLayoutConstraint, order: Int)] = []
        for record in records.values {
            for (solverConstraint, layout) in zip(record.solverConstraints, record.layoutConstraints)
            where solverConstraint.strength == .required {
                entries.append((solverConstraint, layout, record.order))
            }
        }
        entries.sort { $0.order < $1.order }
        var reached = Set(failing.expression.terms.map { ObjectIdentifier($0.variable) })
        var related: [Int] = []
        var changed = true
        while changed {
            changed = false
            for (index, entry) in entries.enumerated() where !related.contains(index) {
                let variables = entry.solver.expression.terms.map { ObjectIdentifier($0.variable) }
                guard variables.contains(where: reached.contains) else { continue }
                related.append(index)
                reached.formUnion(variables)
                changed = true
            }
            if related.count > Self.conflictSearchLimit { break }
        }
        related.sort()
        guard related.count <= Self.conflictSearchLimit else {
            let direct = Set(failing.expression.terms.map { ObjectIdentifier($0.variable) })
            return related.map { entries[$0] }.filter { entry in
                entry.solver.expression.terms.contains { direct.contains(ObjectIdentifier($0.variable)) }
            }.map(\.layout)
        }
        var core = related
        for index in related where Self.conflicts(core.filter { $0 != index }.map { entries[$0].solver }, failing) {
            core.removeAll { $0 == index }
        }
        return core.map { entries[$0].layout }
    }

    /// Whether `failing` cannot be added to a solver holding `constraints`.
    private static func conflicts(_ constraints: [Cassowary.Constraint], _ failing: Cassowary.Constraint) -> Bool {
        let solver = Solver()
        for constraint in constraints { try? solver.addConstraint(constraint) }
        do {
            try solver.addConstraint(failing)
            return false
        } catch {
            return true
        }
    }
}
