import Cassowary
import Foundation

/// UIKit's `UIConstraintBasedLayoutDebugging`: ambiguity and the constraints that place a view.
extension UIView {
    /// Whether the view's constraints leave its frame undetermined (some of its position or size could
    /// take other values without breaking any constraint). False for views Auto Layout does not place.
    public var hasAmbiguousLayout: Bool {
        guard let (engine, entry) = solvedEntry() else { return false }
        return [entry.minX, entry.minY, entry.width, entry.height].contains { engine.solver.isAmbiguous($0) }
    }

    /// Moves an ambiguously laid out view to another position its constraints allow: each free variable
    /// of its frame is pulled 10 points further at the weakest priority, and the hierarchy is laid out
    /// again at the next pass (until the constraints next change). Does nothing for a view that is not
    /// ambiguous.
    public func exerciseAmbiguityInLayout() {
        guard let (engine, entry) = solvedEntry() else { return }
        var pulls: [Cassowary.Constraint] = []
        for variable in [entry.minX, entry.minY, entry.width, entry.height] where engine.solver.isAmbiguous(variable) {
            var sum = LinearSum()
            sum.add(variable, 1)
            sum.constant = -(variable.value + 10)
            pulls.append(sum.constraint(.equal, UILayoutPriority(1)))
        }
        guard !pulls.isEmpty else { return }
        engine.add(
            EngineRecord(
                source: .ambiguityExercise, solverConstraints: pulls,
                layoutConstraints: pulls.map { _ in
                    NSLayoutConstraint.system(self) { "\($0) exercised ambiguity" }
                }), key: ObjectIdentifier(pulls[0]))
        engine.solveAndMarkMovedViews()
    }

    /// The constraints that bear on the view's position or size on `axis`: those of the engine — the app's,
    /// and those UIKit makes for masks, intrinsic sizes and guides — that involve the view's variables on
    /// that axis, in the order they were added.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let (engine, entry) = solvedEntry() else { return [] }
        return constraints(of: engine, on: entry, for: axis)
    }

    /// The constraints that placed the view at the last solve, both axes (horizontal first, each in the
    /// order they were added), without bringing the engine up to date: what a recorder reads after a
    /// commit without running an update pass of its own. Empty for views Auto Layout does not place.
    package var constraintsPlacingView: [NSLayoutConstraint] {
        guard let engine = LayoutEngine.engine(of: self), let entry = engine.variables[ObjectIdentifier(self)]
        else { return [] }
        let horizontal = constraints(of: engine, on: entry, for: .horizontal)
        return horizontal
            + constraints(of: engine, on: entry, for: .vertical).filter { vertical in
                !horizontal.contains { $0 === vertical }
            }
    }

    /// The engine's constraints that involve `entry`'s variables on `axis`, in the order they were added.
    private func constraints(
        of engine: LayoutEngine, on entry: ItemVariables, for axis: NSLayoutConstraint.Axis
    ) -> [NSLayoutConstraint] {
        let (position, length) = entry.axis(axis)
        let wanted: Set<ObjectIdentifier> = [ObjectIdentifier(position), ObjectIdentifier(length)]
        var result: [(order: Int, constraint: NSLayoutConstraint)] = []
        for record in engine.records.values {
            for (solverConstraint, layout) in zip(record.solverConstraints, record.layoutConstraints)
            where solverConstraint.expression.terms.contains(where: { wanted.contains(ObjectIdentifier($0.variable)) })
                && !result.contains(where: { $0.constraint === layout })
            {
                result.append((record.order, layout))
            }
        }
        return result.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// The engine and the view's variables, after bringing the engine up to date.
    private func solvedEntry() -> (LayoutEngine, ItemVariables)? {
        guard let engine = LayoutEngine.engine(of: self) else { return nil }
        engine.updateConstraintsAndSolve()
        guard let entry = engine.variables[ObjectIdentifier(self)] else { return nil }
        return (engine, entry)
    }
}
