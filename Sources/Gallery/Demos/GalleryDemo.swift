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

/// Every demo, in the gallery's order: by section, as the seed articles tell them.
@MainActor
enum GalleryCatalog {
    /// The home screen's sections: the seed articles (or their parts) with their demos.
    static let sections: [(title: String, demos: [any GalleryDemo.Type])] = [
        ("Animations — seed 000 §1", [MaskPauseResumeDemo.self, PathMorphDemo.self]),
        (
            "Transitions — seed 000 §2",
            [PresentCustomDemo.self, PushPopCustomDemo.self, TabSlideDemo.self, NavOglFlipDemo.self]
        ),
        (
            "Child controllers — seeds 000 §3, 001–003",
            [NewsChildrenDemo.self, SegueContainerDemo.self, AppearanceForwardingDemo.self, PageScrollDemo.self]
        ),
        (
            "Controller transitions — seed 004",
            [
                ModalStylesDemo.self, PresentSlideDemo.self, InteractiveDismissDemo.self, InteractivePopDemo.self,
                TabInteractiveDemo.self,
            ]
        ),
        ("Collection views — seed 000 §3", [CollectionUpdatesDemo.self]),
    ]

    static let demos: [any GalleryDemo.Type] = sections.flatMap(\.demos)

    static func demo(named name: String) -> (any GalleryDemo.Type)? {
        demos.first { $0.name == name }
    }
}
