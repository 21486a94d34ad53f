import Foundation

/// UIKit's additions to `IndexPath` for table and collection views (Foundation on Linux has no UIKit, so no
/// `row`, `item` or `section`): an index path of two indices, the section first.
extension IndexPath {
    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The index path of `item` in `section` (a collection view's item).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item within the section: the second index, as `row`.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
