import Foundation

/// The gallery page's layer-tree inspector for one demo: for every recorded frame, each layer of the scene as
/// that frame shows it — its presentation frame, opacity and the animations running on it — the view a person
/// debugging a transition wants beside the picture. Rows that repeat from frame to frame are stored once, and
/// so are names and animation descriptions, so the tree stays small beside the APNG.
struct LayerTreeOverlay: Codable, Equatable {
    /// One layer as a frame shows it.
    struct Layer: Codable, Hashable {
        /// The layer's name (an index into `names`): its view's name for a view's layer, else its class and
        /// `name`; a mask is prefixed "mask:".
        let name: Int
        /// How deep the layer is under the scene's root layer (0).
        let depth: Int
        /// Its presentation layer's `frame` in its superlayer (`x, y, width, height`), the bounding box when
        /// transformed; nil when not finite (edge-on in a flip).
        let frame: [Double]?
        /// Its presentation layer's opacity.
        let opacity: Double
        /// Whether it is hidden (its sublayers are then not listed).
        let isHidden: Bool
        /// The animations attached and not ended, in the order added (indices into `animations`).
        let animations: [Int]
    }

    /// Layer names, each once.
    let names: [String]
    /// Animation descriptions (`key: class keyPath, t of duration`), each once.
    let animations: [String]
    /// The distinct rows seen.
    let layers: [Layer]
    /// The distinct trees seen: rows (indices into `layers`), depth first, in drawing order.
    let snapshots: [[Int]]
    /// For each recorded frame, its tree: an index into `snapshots`.
    let frames: [Int]
}
