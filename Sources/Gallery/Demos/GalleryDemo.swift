import Foundation
import OpenUIKit

/// One demo of the gallery: a scene built from a seed article, a script of what happens when, the key
/// moments for the contact sheet, and the trace of what the scene reported.
@MainActor
protocol GalleryDemo: AnyObject {
    /// The command-line name, e.g. `mask-pause-resume`.
    static var name: String { get }
    static var title: String { get }
    /// What the demo shows and which seed it comes from.
    static var summary: String { get }
    /// Whether the live app leaves the demo to the mouse instead of playing its script (false by default).
    static var isInteractive: Bool { get }

    init()

    /// The scene's size in points.
    var size: CGSize { get }
    /// How long the recording runs.
    var duration: TimeInterval { get }
    /// The moments shown on the contact sheet, with a caption each.
    var keyFrames: [(time: TimeInterval, caption: String)] { get }
    /// The lines of the demo's trace, in order.
    var trace: [String] { get }
    /// The trace with each line's virtual time (seconds from the recording's first frame), for a demo that
    /// keeps its own trace; nil (the default) for a demo whose trace is its `DemoStage`'s, which the renderer
    /// reads the times from.
    var timedTrace: [TimedTraceLine]? { get }

    /// Builds the scene and returns its root layer.
    func makeScene() -> CALayer
    /// Runs what happens at `time` seconds into the recording (called once per frame, in order).
    func perform(at time: TimeInterval)
}

extension GalleryDemo {
    static var isInteractive: Bool { false }
    var timedTrace: [TimedTraceLine]? { nil }
}

/// Every demo, in the gallery's order.
@MainActor
enum GalleryCatalog {
    static let demos: [any GalleryDemo.Type] = [
        MaskPauseResumeDemo.self, PathMorphDemo.self, SegueContainerDemo.self, NewsChildrenDemo.self,
        AppearanceForwardingDemo.self,
        InteractivePopDemo.self, NavOglFlipDemo.self, PageScrollDemo.self, ModalStylesDemo.self,
    ]

    static func demo(named name: String) -> (any GalleryDemo.Type)? {
        demos.first { $0.name == name }
    }
}
