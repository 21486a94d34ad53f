/// Values stored once each, in the order first seen: the page's overlays refer to a name, a description or
/// a row by its index, so a value repeated on every frame costs its bytes once.
struct UniqueTable<Value: Hashable> {
    private(set) var values: [Value] = []
    private var indices: [Value: Int] = [:]

    /// The index of `value`, added at the end when new.
    mutating func index(of value: Value) -> Int {
        if let index = indices[value] { return index }
        indices[value] = values.count
        values.append(value)
        return values.count - 1
    }
}
