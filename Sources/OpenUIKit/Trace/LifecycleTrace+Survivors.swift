import Foundation

/// The trace as a leak check: which of the controllers it has seen are still in memory.
extension LifecycleTrace {
    /// The names of the controllers the trace has recorded that are still in memory, sorted (the trace holds
    /// them weakly, so it does not keep them alive itself). After a dismissal, a pop or the end of a scene,
    /// a controller still listed is held by something — a retain cycle through a closure, a delegate held
    /// strongly, a view kept in a container. UIKit has no such call; Instruments' leaks tool plays this part.
    public var controllersStillInMemory: [String] {
        members.values.compactMap { $0.controller?.traceName }.sorted()
    }
}
