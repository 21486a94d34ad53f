import Cassowary
import Foundation

/// The solver constraints made for one source — an app constraint, a view's frame (autoresizing), a
/// view's intrinsic size, a system guide, the root's size — with the app-facing constraints they stand for
/// (used in UIKit's conflict messages and `constraintsAffectingLayout(for:)`).
@MainActor
struct EngineRecord {
    /// What made the record. Views are held weakly: the root view holds its engine, which holds the
    /// records, so a strong view here would keep the whole hierarchy alive for ever.
    enum Source {
        case constraint(NSLayoutConstraint)
        case autoresizing(WeakView)
        case intrinsicSize(WeakView)
        case guide(UILayoutGuide)
        case rootSize(WeakView)
        /// The pulls of `exerciseAmbiguityInLayout()`.
        case ambiguityExercise
    }

    /// A view held weakly.
    struct WeakView {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    let source: Source
    var solverConstraints: [Cassowary.Constraint]
    /// The constraints as UIKit would list them (the app's own, or the ones UIKit makes for masks and
    /// intrinsic sizes), one per solver constraint.
    var layoutConstraints: [NSLayoutConstraint]
    /// When the record was added (records are listed in this order in conflict messages).
    var order = 0

    /// The key of a view's intrinsic-size record (distinct from its autoresizing record, keyed by the view).
    static func intrinsicKey(of view: UIView) -> ObjectIdentifier {
        ObjectIdentifier(view.intrinsicSizeToken)
    }
}

extension UIView {
    /// An object standing for the view's intrinsic size in the engine's records.
    var intrinsicSizeToken: AnyObject { ensuredLayoutState }
}
