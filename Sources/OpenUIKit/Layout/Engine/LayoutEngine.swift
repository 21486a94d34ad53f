import Cassowary
import Foundation

/// The Auto Layout engine of one view hierarchy: the hierarchy's constraints — the app's, those made from
/// frames and autoresizing masks (`translatesAutoresizingMaskIntoConstraints`), the intrinsic sizes with
/// their hugging and compression resistance, and the views' own guides — as linear constraints in a
/// Cassowary solver (the `Cassowary` target), whose solution gives the frames.
///
/// One engine per root view (a window, or the top of a hierarchy outside windows), made when a constraint
/// is first installed in the hierarchy: a hierarchy without constraints has none and lays out by frames
/// exactly as before. Each view or guide that takes part has four variables — its alignment rectangle's
/// minimum x and y in its superview's (a guide: its owning view's) coordinates, its width and its height;
/// a constraint between items under different superviews adds the frame origins of the views in between.
///
/// Changes that alter the hierarchy or the set of constraints mark the engine for a rebuild at the next
/// layout pass. A changed constant of an active constraint is applied at once in the live solver
/// (`Solver.updateConstant(of:to:)`: the constant moves through the constraint's marker and the dual
/// simplex restores feasibility, nothing is removed or re-solved); a changed priority removes and adds that
/// one constraint (still incremental: the solver keeps its tableau). Views whose frames the new solution
/// moves get a layout pass of their superview, which sets their frames (so a `layoutIfNeeded()` in an
/// animation block animates them).
@MainActor
final class LayoutEngine {
    // The engine's state is touched only by its own methods and the views' notifications, on the main actor,
    // one call at a time, and none opens a second access to a property while one is open: it skips the
    // runtime's exclusivity bookkeeping, which cost about a tenth of a storyboard's first layout (every
    // translated constraint and every view reads these tables).

    /// The root of the hierarchy.
    weak var rootView: UIView?
    @exclusivity(unchecked) var solver = Solver()
    /// The variables of each item taking part, by identity.
    @exclusivity(unchecked) var variables: [ObjectIdentifier: ItemVariables] = [:]
    /// The items taking part, views first in tree order (parents before children), then guides.
    @exclusivity(unchecked) var participants: [ItemVariables] = []
    /// The solver constraints made for each source: an app constraint, a view's autoresizing or intrinsic
    /// size, a guide of a view, the root's size.
    @exclusivity(unchecked) var records: [ObjectIdentifier: EngineRecord] = [:]
    /// How many records were added, to order them.
    @exclusivity(unchecked) var recordCounter = 0
    /// The app's constraints in the solver, in the order added.
    @exclusivity(unchecked) var installed: [NSLayoutConstraint] = []
    /// The solved alignment frames of the views, by identity.
    @exclusivity(unchecked) var solvedFrames: [ObjectIdentifier: CGRect] = [:]

    @exclusivity(unchecked) var needsRebuild = true
    @exclusivity(unchecked) var needsUpdatePass = true
    @exclusivity(unchecked) var needsSolve = true
    /// Records whose inputs (a frame, an intrinsic size, insets) changed since they were made.
    @exclusivity(unchecked) var staleRecords: Set<ObjectIdentifier> = []
    /// True while the engine sets frames, so that those frames are not read back as autoresizing input.
    @exclusivity(unchecked) var isApplyingFrames = false
    private var isUpdating = false

    /// For `systemLayoutSizeFitting`: the target size and the priorities pulling the root towards it
    /// (nil for the engine of a hierarchy).
    let fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    init(rootView: UIView, fitting: (CGSize, UILayoutPriority, UILayoutPriority)? = nil) {
        self.rootView = rootView
        self.fitting = fitting
    }

    // MARK: Finding the engine

    /// The topmost ancestor of `view` (the view itself when it has no superview).
    static func root(of view: UIView) -> UIView {
        var root = view
        while let parent = root.superview { root = parent }
        return root
    }

    /// The engine of `view`'s hierarchy, nil when the hierarchy has no constraints.
    ///
    /// Every layout pass of every view asks, so a view remembers that it found none: the answer stands
    /// until a view moves in or out of a hierarchy or a hierarchy gets an engine, the only ways an engine
    /// becomes reachable from a view (each counts a new ``reachabilityGeneration``). Without it a pass
    /// walked up to the root for each view laid out — every cell of a layout transition at every frame.
    static func engine(of view: UIView) -> LayoutEngine? {
        if view.extras.noEngineGeneration == reachabilityGeneration { return nil }
        if let engine = view.layoutState?.engine, engine.rootView != nil { return engine }
        guard let engine = root(of: view).layoutState?.rootEngine else {
            view.extras.noEngineGeneration = reachabilityGeneration
            return nil
        }
        return engine
    }

    /// Counts the changes that may make an engine reachable from a view that had none: hierarchy changes
    /// and new engines (see ``engine(of:)``).
    @exclusivity(unchecked) private(set) static var reachabilityGeneration = 0

    /// The engine of `view`'s hierarchy, made now if there is none.
    static func ensuredEngine(of view: UIView) -> LayoutEngine {
        let root = root(of: view)
        if let engine = root.layoutState?.rootEngine { return engine }
        let engine = LayoutEngine(rootView: root)
        root.ensuredLayoutState.rootEngine = engine
        reachabilityGeneration &+= 1
        return engine
    }

    // MARK: Notifications from views and constraints

    /// Constraints, guides or a setting that decides which constraints exist changed in `view`'s hierarchy.
    static func constraintsDidChange(in view: UIView) {
        let engine = ensuredEngine(of: view)
        engine.needsRebuild = true
        engine.rootView?.setNeedsLayout()
    }

    /// An active constraint's constant or priority changed: re-solved at once, or at the next pass when
    /// a rebuild is due anyway.
    static func constantDidChange(of constraint: NSLayoutConstraint, in view: UIView) {
        guard let engine = engine(of: view) else { return }
        guard !engine.needsRebuild, engine.records[ObjectIdentifier(constraint)] != nil else {
            engine.rootView?.setNeedsLayout()
            return
        }
        engine.replace(constraint)
        engine.solveAndMarkMovedViews()
    }

    /// The view's intrinsic content size or its hugging or compression resistance changed.
    static func intrinsicContentSizeDidChange(of view: UIView) {
        guard let engine = view.layoutState?.engine else { return }
        engine.markStale(ObjectIdentifier(view), EngineRecord.intrinsicKey(of: view))
    }

    /// The view's insets or margins changed: its guides move.
    static func guidesDidMove(in view: UIView) {
        guard let engine = view.layoutState?.engine else { return }
        for guide in view.layoutGuides where guide.kind != .custom {
            engine.markStale(ObjectIdentifier(guide))
        }
    }

    /// The view's frame, bounds or centre was set: a view whose frame becomes constraints (or the root,
    /// whose size is fixed in the engine) has them made again.
    static func geometryDidChange(of view: UIView) {
        guard let engine = view.layoutState?.engine, !engine.isApplyingFrames else { return }
        if view === engine.rootView || view.translatesAutoresizingMaskIntoConstraints {
            engine.markStale(ObjectIdentifier(view))
        }
        if view.layoutState?.layoutGuides.isEmpty == false {
            guidesDidMove(in: view)
        }
    }

    /// `view` moved to another superview (or out of its hierarchy, `oldRoot` being the root it left).
    static func hierarchyDidChange(moving view: UIView, from oldRoot: UIView?) {
        reachabilityGeneration &+= 1
        if let oldEngine = oldRoot?.layoutState?.rootEngine {
            oldEngine.needsRebuild = true
            oldRoot?.setNeedsLayout()
        }
        let hadEngine = view.layoutState?.rootEngine != nil || oldRoot?.layoutState?.rootEngine != nil
        if view.superview != nil { view.layoutState?.rootEngine = nil }
        guard hadEngine, view.subtreeNeedsEngine else { return }
        constraintsDidChange(in: view)
        ensuredEngine(of: view).needsUpdatePass = true
    }

    private func markStale(_ keys: ObjectIdentifier...) {
        for key in keys where records[key] != nil { staleRecords.insert(key) }
        rootView?.setNeedsLayout()
    }

    // MARK: The pass

    /// The update pass, then the rebuild or the stale records, then the solve — what a layout pass needs
    /// first. Views whose frames move get a layout pass of their superview.
    func updateConstraintsAndSolve() {
        guard !isUpdating, let rootView else { return }
        isUpdating = true
        defer { isUpdating = false }
        if needsUpdatePass {
            needsUpdatePass = false
            Self.runUpdatePass(from: rootView)
        }
        if needsRebuild {
            rebuild()
        } else if !staleRecords.isEmpty {
            refreshStaleRecords()
        }
        if needsSolve { solveAndMarkMovedViews() }
    }

    /// Runs `updateConstraints()` (a controller's root view: its controller's `updateViewConstraints()`)
    /// for the views under `view` that need it, subviews before their superview.
    static func runUpdatePass(from view: UIView) {
        for subview in view.subviews { runUpdatePass(from: subview) }
        guard view.needsUpdateConstraints() else { return }
        view.ensuredLayoutState.needsUpdateConstraints = false
        if let controller = view.owningViewController {
            controller.updateViewConstraints()
        } else {
            view.updateConstraints()
        }
    }

    /// Copies the solution into the variables, gives scroll views the content size their content guide
    /// solved to, and marks for layout the superviews of views whose frames it moves (each superview once,
    /// however many of its subviews move).
    func solveAndMarkMovedViews() {
        needsSolve = false
        solver.updateVariables()
        let scale = rootView?.window?.screen.scale ?? UIScreen.main.scale
        var marked: Set<ObjectIdentifier> = []
        for entry in participants {
            guard let view = entry.item as? UIView else {
                if let guide = entry.item as? UILayoutGuide, guide.kind == .scrollContent,
                    let scrollView = guide.owningView as? UIScrollView
                {
                    let size = entry.alignmentRect(roundedTo: scale).size
                    if scrollView.contentSize != size { scrollView.contentSize = size }
                }
                continue
            }
            guard view !== rootView else { continue }
            let frame = view.frame(forAlignmentRect: entry.alignmentRect(roundedTo: scale))
            let key = ObjectIdentifier(view)
            let moves = solvedFrames.updateValue(frame, forKey: key) != frame || view.untransformedFrame != frame
            guard moves, let superview = view.superview, marked.insert(ObjectIdentifier(superview)).inserted else {
                continue
            }
            superview.setNeedsLayout()
        }
    }

    /// The constraints made from `view`'s frame and autoresizing mask at the last update pass (none when it
    /// does not translate its mask or takes no part).
    func autoresizingConstraints(of view: UIView) -> [NSLayoutConstraint] {
        guard view.translatesAutoresizingMaskIntoConstraints, let record = records[ObjectIdentifier(view)],
            case .autoresizing = record.source
        else { return [] }
        return record.layoutConstraints
    }

    /// The solved alignment frame of a custom guide (in its owning view's coordinates).
    func frame(of guide: UILayoutGuide) -> CGRect? {
        variables[ObjectIdentifier(guide)]?.alignmentRect(roundedTo: UIScreen.main.scale)
    }
}

extension UIView {
    /// Whether the view or a descendant has constraints installed or needs constraint-based layout.
    var subtreeNeedsEngine: Bool {
        if layoutState?.constraints.isEmpty == false || type(of: self).requiresConstraintBasedLayout { return true }
        return subviews.contains { $0.subtreeNeedsEngine }
    }

    /// Sets the frames the layout engine solved for the subviews it positions (the default
    /// `layoutSubviews()`).
    func applyEngineFramesToSubviews() {
        guard let engine = layoutState?.engine ?? layoutState?.rootEngine else { return }
        engine.isApplyingFrames = true
        defer { engine.isApplyingFrames = false }
        for subview in subviews {
            guard let frame = engine.solvedFrames[ObjectIdentifier(subview)], subview.untransformedFrame != frame else {
                continue
            }
            subview.setUntransformedFrame(frame)
        }
    }
}
