import Foundation

extension CALayer {

    /// Runs the implicit action for a changed key, unless actions are disabled or the layer has never
    /// been committed.
    func runImplicitAction(forKey key: String, previousValue: Any?) {
        guard hasBeenCommitted, !CATransaction.disableActions() else { return }
        guard let action = action(forKey: key) else { return }
        action.run(forKey: key, object: self, arguments: ["previousValue": previousValue as Any])
    }
}
