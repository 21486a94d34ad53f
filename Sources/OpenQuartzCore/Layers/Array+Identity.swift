import Foundation

extension Array where Element: AnyObject {
    /// Removes the first element that is `object` itself, comparing references in a plain loop: the layer
    /// and view trees, which hold a child once, take it out of their arrays of children this way (a
    /// collection view's reuse takes cells out of a hundred siblings on many scroll frames), where
    /// `removeAll(where:)` runs a closure on every element and copies storage that is shared.
    package mutating func removeIdentical(_ object: AnyObject) {
        var index = 0
        while index < count {
            if self[index] === object {
                remove(at: index)
                return
            }
            index += 1
        }
    }

    /// Whether the array holds `object` itself, comparing references in a plain loop: a closure given to
    /// `contains(where:)` from main-actor code checks at each call that it runs on the main actor.
    package func containsIdentical(_ object: AnyObject) -> Bool {
        for element in self where element === object { return true }
        return false
    }
}

extension Array {
    /// Removes the elements `isRemoved` picks, in place, keeping the others' order. The predicate's type is
    /// main-actor isolated, so main-actor code passes it without the executor check a closure handed to
    /// `removeAll(where:)` makes at every element (the animation engine prunes its lists at every frame).
    /// Inlinable, so other modules get it specialized for their element type.
    @MainActor @inlinable
    package mutating func removeAll(picking isRemoved: @MainActor (Element) -> Bool) {
        var kept = 0
        for index in indices where !isRemoved(self[index]) {
            if kept != index { self[kept] = self[index] }
            kept += 1
        }
        if kept < count { removeLast(count - kept) }
    }
}
