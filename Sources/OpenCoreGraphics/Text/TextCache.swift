import Foundation

/// A thread-safe memo of values by key, emptied when it reaches `capacity` entries (text layouts and font
/// metrics are cheap to remake and expensive to keep without bound).
package final class TextCache<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let capacity: Int

    package init(capacity: Int) { self.capacity = capacity }

    /// The value for `key`, made by `make` (outside the lock) when absent.
    package func value(for key: Key, make: () -> Value) -> Value {
        lock.lock()
        if let value = values[key] {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = make()
        lock.lock()
        if values.count >= capacity { values.removeAll(keepingCapacity: true) }
        values[key] = value
        lock.unlock()
        return value
    }
}
