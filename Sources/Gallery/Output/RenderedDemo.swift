import Foundation

/// What rendering one demo produced, for the index page and its data file.
struct RenderedDemo {
    let name: String
    let title: String
    let summary: String
    /// The animation files written, the APNG first (GIF, MP4 or the frames folder after it, as asked).
    let animationFiles: [String]
    let contactSheetFile: String
    /// The contact sheet's size in pixels, so the page reserves its place before it loads.
    let contactSheetSize: (width: Int, height: Int)
    let traceFile: String
    /// The page's data for the demo (`data/<name>.js`): the APNG's bytes, the frame rate, key frames, the
    /// timed trace and the layout overlay.
    let dataFile: String
    let frameCount: Int
    let fps: Int
    /// The frames' size in pixels.
    let pixelWidth: Int
    let pixelHeight: Int
    let keyFrames: [(index: Int, caption: String)]
    let trace: [TimedTraceLine]
    /// Each frame's views with their frames and the constraints that placed them, for the page's layout
    /// overlay.
    let layout: LayoutOverlay
    /// Each frame's layers with their presentation frames, opacities and running animations, for the page's
    /// layer-tree inspector.
    let layerTree: LayerTreeOverlay
}
