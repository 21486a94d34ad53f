import Foundation

extension CALayer {

    /// Runs the action for a changed key, unless actions are disabled: the whole search of
    /// ``action(forKey:)`` for a committed layer; for one never committed, only the delegate is asked (UIKit's
    /// views animate inside animation blocks from their first turn, while a new standalone layer does not).
    /// The action's arguments carry `previousValue`, the value that was on screen just before the change, and
    /// `previousModelValue`, the model value before it.
    func runImplicitAction(forKey key: String, previousValue: Any?, previousModelValue: Any?) {
        guard !CATransaction.disableActions() else { return }
        let found: (any CAAction)?
        if hasBeenCommitted {
            found = action(forKey: key)
        } else {
            let fromDelegate = delegate?.action(for: self, forKey: key)
            found = fromDelegate is NSNull ? nil : fromDelegate
        }
        found?.run(
            forKey: key, object: self,
            arguments: [
                CALayerActionArgument.previousValue: previousValue as Any,
                CALayerActionArgument.previousModelValue: previousModelValue as Any,
            ])
    }
}
