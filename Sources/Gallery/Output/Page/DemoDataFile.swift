import Foundation

/// `data/<demo>.js`: what the index page's player needs for one demo, as a script that hands it to the page
/// (`OpenUIKitGallery.register({...})`). A script, not JSON fetched at run time, because browsers refuse to
/// fetch files next to a page opened from the file system but do run its `<script src>` files; and the
/// APNG travels as base64 bytes that the page decodes itself, so its canvases stay readable.
enum DemoDataFile {
    /// The file's content: the frame rate, frame count and size, key frames, timed trace, layout overlay,
    /// layer tree and APNG bytes.
    struct Content: Codable, Equatable {
        struct KeyFrame: Codable, Equatable {
            let frame: Int
            let time: Double
            let caption: String
        }
        let name: String
        let fps: Int
        let frameCount: Int
        let width: Int
        let height: Int
        let keyFrames: [KeyFrame]
        let trace: [TimedTraceLine]
        /// Each frame's views, frames and constraints, for the layout overlay.
        let layout: LayoutOverlay
        /// Each frame's layers as shown, for the layer-tree inspector.
        let layerTree: LayerTreeOverlay
        /// The APNG file, base64.
        let apng: String
    }

    /// The call the script makes; the page defines it.
    static let registerCall = "OpenUIKitGallery.register"

    /// Writes `demo`'s data file, with the bytes of its APNG at `apng`, under `directory`.
    static func write(_ demo: RenderedDemo, apng: URL, in directory: URL) throws {
        let content = Content(
            name: demo.name, fps: demo.fps, frameCount: demo.frameCount, width: demo.pixelWidth,
            height: demo.pixelHeight,
            keyFrames: demo.keyFrames.map {
                Content.KeyFrame(frame: $0.index, time: Double($0.index) / Double(demo.fps), caption: $0.caption)
            },
            trace: demo.trace, layout: demo.layout, layerTree: demo.layerTree,
            apng: try Data(contentsOf: apng).base64EncodedString())
        let file = directory.appendingPathComponent(demo.dataFile)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try script(for: content).write(to: file, atomically: true, encoding: .utf8)
    }

    /// `OpenUIKitGallery.register(<JSON>);` — JSON is a JavaScript expression.
    static func script(for content: Content) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(content), as: UTF8.self)
        return "\(registerCall)(\(json));\n"
    }
}
