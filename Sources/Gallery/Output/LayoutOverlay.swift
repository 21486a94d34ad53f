import Foundation

/// The gallery page's layout overlay for one demo: for every recorded frame, each view on screen with its
/// frame and the constraints that placed it. Frames that show the same layout share one snapshot, and
/// names and constraint texts are stored once, so a demo's overlay stays small beside its APNG.
struct LayoutOverlay: Codable, Equatable {
    /// One view as a frame shows it.
    struct View: Codable, Hashable {
        /// The view's name: an index into `names`.
        let name: Int
        /// How deep the view is under the scene's first view (0).
        let depth: Int
        /// Where the view is on screen in this frame, in the scene's points (`x, y, width, height`): its
        /// presentation layer's bounds converted to the scene's root, the bounding box when transformed; nil
        /// when it has no image (edge-on in a flip).
        let shown: [Double]?
        /// Its model `frame` in its superview's coordinates (`x, y, width, height`): where layout put it.
        let frame: [Double]
        /// The constraints that placed it at the last solve (indices into `constraints`), horizontal first;
        /// empty for a view Auto Layout does not place.
        let constraints: [Int]
    }

    /// The scene's size in points.
    let width: Double
    let height: Double
    /// View names (`UILabel'Title'`, `UIStackView`), each once.
    let names: [String]
    /// Constraint texts without addresses, `self` being the view they are listed under, each once.
    let constraints: [String]
    /// The distinct layouts seen.
    let snapshots: [[View]]
    /// For each recorded frame, its layout: an index into `snapshots`.
    let frames: [Int]
}
