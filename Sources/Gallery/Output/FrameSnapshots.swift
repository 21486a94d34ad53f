/// What an overlay saw on each recorded frame, with frames that saw the same thing sharing one snapshot: the
/// distinct snapshots in the order first seen, and per frame the index of its snapshot.
struct FrameSnapshots<Snapshot: Hashable> {
    private var table = UniqueTable<Snapshot>()
    private(set) var frames: [Int] = []

    /// The distinct snapshots, in the order first seen.
    var snapshots: [Snapshot] { table.values }

    /// Notes the next frame's snapshot.
    mutating func append(_ snapshot: Snapshot) {
        frames.append(table.index(of: snapshot))
    }
}
