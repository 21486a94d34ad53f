import Foundation

/// Batches layer-tree changes into atomic updates (Core Animation's `CATransaction`).
///
/// A change made with no transaction open starts an implicit one, committed at the end of the run-loop
/// turn (the next frame of ``CAMediaClock/advance(by:)`` or `UIApplication.shared.advance(by:)`) or by
/// ``flush()``. Explicit transactions nest; the outermost commit commits the changes: layout and display of
/// the changed layers, begin times for new animations (an animation whose `beginTime` is 0 starts at the
/// layer's local time of the commit), and the layers become part of the committed tree. Properties set on a
/// transaction are inherited by the transactions nested in it.
@preconcurrency @MainActor
public final class CATransaction {
    @MainActor private struct Frame {
        var values: [String: Any] = [:]
        /// The completion groups of the transaction; animations join the last one. Setting a completion
        /// block after animations were added (or replacing a block) starts a new group, because a block
        /// waits only for the animations added after it was set.
        var groups = [CATransactionGroup()]
        var group: CATransactionGroup { groups[groups.count - 1] }
        let isImplicit: Bool
    }

    // Every layer change registers its layer here (`registerChange(of:)`), on the main actor, and no method
    // opens a second access to these while one is open: they skip the runtime's exclusivity bookkeeping,
    // which cost more than the registering itself.
    @exclusivity(unchecked) private static var stack: [Frame] = []
    /// The layers changed in the transaction, in the order of their first change.
    @exclusivity(unchecked) private static var changeOrder: [CALayer] = []
    /// The number of the current set of changes (it grows at each commit): a layer stamped with it is in
    /// `changeOrder` already, so registering a change is a comparison rather than a look-up.
    @exclusivity(unchecked) private static var changeSet = 0
    private static var pendingAnimations: [(animation: CAAnimation, layer: CALayer)] = []

    private init() {}

    /// Opens a transaction nested in the current one.
    public static func begin() {
        stack.append(Frame(isImplicit: false))
    }

    /// Closes the innermost explicit transaction; the outermost one commits. A commit without a begin is
    /// reported and ignored.
    public static func commit() {
        guard let index = stack.lastIndex(where: { !$0.isImplicit }), index == stack.count - 1 else {
            Diagnostics.report(.invalidState, .warning, "CATransaction.commit() without a matching begin()")
            return
        }
        let frame = stack.removeLast()
        if stack.isEmpty {
            performCommit(groups: frame.groups)
        } else {
            deferredGroups.append(contentsOf: frame.groups)
        }
    }

    /// Commits the implicit transaction now, unless an explicit transaction is open (its outermost commit
    /// will then commit everything).
    public static func flush() {
        commitPendingTransaction()
    }

    /// The default duration of animations added in the transaction (0.25 s unless set).
    public static func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    /// Sets the default animation duration; a negative or non-finite value is reported and ignored.
    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite, dur >= 0 else {
            Diagnostics.report(
                .invalidTiming, .exception,
                "CATransaction animation duration must be finite and non-negative; got \(dur)")
            return
        }
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations in the transaction (nil: the `default` curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether implicit actions are suppressed.
    public static func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    public static func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block of the current transaction.
    public static func completionBlock() -> (() -> Void)? {
        stack.last?.group.completion
    }

    /// Sets a block run once this transaction has committed and every animation added to it from now on
    /// has ended (finished or removed); with none it runs at the commit. As Apple documents, the block waits
    /// only for animations "subsequently added", and a block that is replaced by another stops collecting
    /// animations (it runs once those added while it was set have ended, or at the commit if there are none).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        ensureTransaction()
        let current = stack[stack.count - 1].group
        if current.completion != nil || current.hasAnimations {
            stack[stack.count - 1].groups.append(CATransactionGroup())
        }
        stack[stack.count - 1].group.completion = block
    }

    /// A transaction property, searched from the innermost transaction outwards.
    public static func value(forKey key: String) -> Any? {
        for index in stack.indices.reversed() where !stack[index].values.isEmpty {
            if let value = stack[index].values[key] { return value }
        }
        return nil
    }

    public static func setValue(_ anObject: Any?, forKey key: String) {
        ensureTransaction()
        stack[stack.count - 1].values[key] = anObject
    }

    /// Apple's lock for use from other threads; layers are main-actor here, so it has nothing to guard.
    public static func lock() {}
    public static func unlock() {}

    // MARK: Engine

    private static var deferredGroups: [CATransactionGroup] = []

    private static func ensureTransaction() {
        if stack.isEmpty { stack.append(Frame(isImplicit: true)) }
    }

    /// Records that a layer changed in the current transaction.
    static func registerChange(of layer: CALayer) {
        ensureTransaction()
        guard layer.registeredChangeSet != changeSet else { return }
        layer.registeredChangeSet = changeSet
        changeOrder.append(layer)
    }

    /// Records an animation added in the current transaction (and every enclosing one).
    static func registerAnimation(_ animation: CAAnimation, on layer: CALayer) {
        registerChange(of: layer)
        pendingAnimations.append((animation, layer))
        for frame in stack { frame.group.add(animation) }
    }

    /// Whether an implicit transaction waits for the end of the run-loop turn (and no explicit one is open).
    package static var hasPendingTransaction: Bool { stack.count == 1 && stack[0].isImplicit }

    /// Commits the implicit transaction when it is the only one open.
    package static func commitPendingTransaction() {
        guard hasPendingTransaction else { return }
        let frame = stack.removeLast()
        performCommit(groups: frame.groups)
    }

    private static func performCommit(groups: [CATransactionGroup]) {
        var layoutPasses = 0
        while layoutPasses < 8, changeOrder.contains(where: { $0.needsLayoutFlag }) {
            layoutPasses += 1
            for layer in changeOrder where layer.needsLayoutFlag { layer.rootLayer.layoutIfNeeded() }
        }
        for layer in changeOrder where layer.needsDisplayFlag { layer.displayIfNeeded() }
        let now = CACurrentMediaTime()
        let animations = pendingAnimations
        let layers = changeOrder
        pendingAnimations = []
        changeSet &+= 1
        changeOrder = []
        var times = ParentTimes(mediaTime: now)
        for (animation, layer) in animations where !animation.isCommitted {
            if animation.timing.beginTime == 0 {
                animation.timing.beginTime = times.localTime(of: layer)
            }
            animation.isCommitted = true
        }
        for layer in layers { layer.markCommitted(inCommit: changeSet) }
        let finishedGroups = deferredGroups + groups
        deferredGroups = []
        for group in finishedGroups { group.markCommitted() }
    }

    /// Drops every open transaction and pending change (for ``CAMediaClock/reset()``).
    static func resetAll() {
        stack = []
        changeSet &+= 1
        changeOrder = []
        pendingAnimations = []
        deferredGroups = []
    }
}

/// The transaction key of the animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of the disable-actions flag.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of the animation timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of the completion block.
public let kCATransactionCompletionBlock = "completionBlock"
