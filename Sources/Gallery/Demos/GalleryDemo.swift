import Foundation
import OpenUIKit

/// One demo of the gallery: a scene built from one of the articles it ports (`SeedArticle`), a script of what happens
/// when, the key moments for the contact sheet, and the trace of what the scene reported.
@MainActor
protocol GalleryDemo: AnyObject {
    /// The command-line name, e.g. `mask-pause-resume`.
    static var name: String { get }
    static var title: String { get }
    /// What the demo shows and which article (`SeedArticle`) it comes from.
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

/// Every demo, in the gallery's order: first the AnimationSet app's screens by the app's two sections, then the
/// other demos by section, as the articles they port tell them (the articles' 240 × 320 ports of three of the app's
/// screens among them).
@MainActor
enum GalleryCatalog {
    /// The home screen's sections: the app's two (its header, then its English), then a topic each with the
    /// articles (or their parts) its demos come from; and the demos.
    static let sections: [(title: String, demos: [any GalleryDemo.Type])] = [
        (
            title(.basic),
            [
                BasicAnimationDemo.self, KeyframeAnimationDemo.self, AnimationGroupDemo.self, CATransitionDemo.self,
                AffineTransformDemo.self, ViewTransitionsDemo.self,
            ]
        ),
        (
            title(.advanced),
            [
                ControllerRotationDemo.self, AnimationPauseDemo.self, SpringDemo.self, AppPushPopDemo.self,
                AppPresentDismissDemo.self, BubblePresentDemo.self, HalfPresentDemo.self, RevealLeftDemo.self,
                LeftTopPresentDemo.self, AppTabSlideDemo.self, ChildControllerDemo.self,
            ]
        ),
        (title("Animations", [.complexAnimationCases]), [MaskPauseResumeDemo.self, PathMorphDemo.self]),
        (
            title("Transitions", [.complexAnimationCases]),
            [
                NavOglFlipDemo.self, PresentCustomDemo.self, PushPopCustomDemo.self, TabSlideDemo.self,
                TransitionTypesDemo.self,
            ]
        ),
        (
            title(
                "Child controllers",
                [.complexAnimationCases, .customChildControllerAnimations, .childControllerNotes, .pageScrollContainer]
            ),
            [
                NewsChildrenDemo.self, SegueContainerDemo.self, SegueContainerStoryboardDemo.self,
                AppearanceForwardingDemo.self, PageScrollDemo.self, PageScrollStoryboardDemo.self,
                PageScrollCurlDemo.self,
            ]
        ),
        (
            title("Controller transitions", [.playingWithTransitions]),
            [
                ModalStylesDemo.self, PresentSlideDemo.self, InteractiveDismissDemo.self, InteractivePopDemo.self,
                TabInteractiveDemo.self,
            ]
        ),
        (title("Collection views", [.complexAnimationCases]), [CollectionUpdatesDemo.self]),
        // Not from an article: the articles lay out by frames; Apple's guide teaches this pattern.
        (title: "Auto Layout — Apple's “Auto Layout Guide”", demos: [ConstraintAnimationDemo.self]),
        (title: "Particles", demos: [FireworksDemo.self]),
    ]

    static let demos: [any GalleryDemo.Type] = sections.flatMap(\.demos)

    /// The sections as the gallery page groups its demos: each title with the names of its demos.
    static var pageSections: [(title: String, names: [String])] {
        sections.map { ($0.title, $0.demos.map { $0.name }) }
    }

    static func demo(named name: String) -> (any GalleryDemo.Type)? {
        demos.first { $0.name == name }
    }

    /// What `gallery list` prints: a line per demo, its whole name, then its title in a column one space past
    /// the longest name.
    static var listing: [String] {
        let width = demos.map { $0.name.count }.max() ?? 0
        return demos.map { "\($0.name.padding(toLength: width, withPad: " ", startingAt: 0)) \($0.title)" }
    }

    /// The title of a section of the app's home: its header, then the header in English.
    static func title(_ section: AnimationSetScreen.Section) -> String {
        "\(section.title) — \(section.englishTitle)"
    }

    /// A section's title: its topic, then the titles of the articles its demos come from.
    static func title(_ topic: String, _ articles: [SeedArticle]) -> String {
        "\(topic) — \(articles.map(\.title).joined(separator: ", "))"
    }
}
