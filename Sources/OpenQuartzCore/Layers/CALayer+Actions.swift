import Foundation

extension CALayer {

    /// The action to run for a changed key, unless actions are disabled: the whole search of
    /// ``action(forKey:)`` for a committed layer; for one never committed, only the delegate is asked (UIKit's
    /// views animate inside animation blocks from their first turn, while a new standalone layer does not).
    /// The caller runs it with the action's arguments: `previousValue`, the value that was on screen just
    /// before the change, and `previousModelValue`, the model value before it.
    func implicitAction(forKey key: String) -> (any CAAction)? {
        guard !CATransaction.disableActions() else { return nil }
        if hasBeenCommitted { return action(forKey: key) }
        let fromDelegate = delegate?.action(for: self, forKey: key)
        return Self.isNull(fromDelegate) ? nil : fromDelegate
    }
}
