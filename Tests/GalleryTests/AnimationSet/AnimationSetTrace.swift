import Foundation
import OpenUIKit
@testable import Gallery

/// The trace of the app's shell in UIKit's order: the window shows the navigation controller, which loads and
/// shows the home (its title, 动画集锦, is set in `viewDidLoad`, so the trace names it by its class until then);
/// a tap on a row pushes the screen; a tap on the back button pops it. The navigation controller has no title:
/// the trace names it by its class.
enum AnimationSetTrace {
    static let navigation = "UINavigationController"
    static let home = "动画集锦"

    static let opening = [
        "\(navigation) loadView", "\(navigation) viewDidLoad", "AnimationSetHomeController loadView",
        "AnimationSetHomeController viewDidLoad", "\(navigation) viewWillAppear(false)",
        "\(home) viewWillAppear(false)",
        "\(navigation) viewDidAppear(false)", "\(home) viewDidAppear(false)",
    ]

    /// The tap at `time` on the row titled `row`, and the push of the screen `screen` — named `loading` until its
    /// `viewDidLoad` sets its title (the class name, when it sets none).
    static func push(to screen: String, loading: String? = nil, at time: TimeInterval, row: String) -> [String] {
        let loading = loading ?? screen
        return [
            String(format: "t=%.3f tap %@", time, row), "\(loading) willMove(toParent: \(navigation))",
            "\(loading) loadView", "\(loading) viewDidLoad", "\(navigation) push \(home) → \(screen) began",
            "\(home) viewWillDisappear(true)", "\(screen) viewWillAppear(true)",
            "\(navigation) delegate willShow \(screen)", "\(navigation) coordinator alongside animation",
            "\(navigation) context.completeTransition(true)", "\(navigation) push \(home) → \(screen) completed",
            "\(home) viewDidDisappear(true)", "\(screen) viewDidAppear(true)",
            "\(navigation) coordinator completion (cancelled: false)", "\(screen) didMove(toParent: \(navigation))",
            "\(navigation) delegate didShow \(screen)",
        ]
    }

    /// The tap at `time` on the back button, and the pop of `screen` back to the home.
    static func pop(from screen: String, at time: TimeInterval) -> [String] {
        [
            String(format: "t=%.3f tap ‹ %@", time, home), "\(screen) willMove(toParent: nil)",
            "\(navigation) pop \(screen) → \(home) began", "\(screen) viewWillDisappear(true)",
            "\(home) viewWillAppear(true)", "\(navigation) delegate willShow \(home)",
            "\(navigation) coordinator alongside animation", "\(navigation) context.completeTransition(true)",
            "\(navigation) pop \(screen) → \(home) completed", "\(screen) viewDidDisappear(true)",
            "\(home) viewDidAppear(true)", "\(navigation) coordinator completion (cancelled: false)",
            "\(screen) didMove(toParent: nil)", "\(navigation) delegate didShow \(home)",
        ]
    }
}

/// Each AnimationSet demo recorded once (at 30 fps) for all the tests that read its frames and trace: the
/// recordings are values (render trees and lines), which no later test changes.
@MainActor
enum AnimationSetRecordings {
    private static var recordings: [ObjectIdentifier: RecordedDemo] = [:]

    static func recorded(_ demo: any GalleryDemo.Type) -> RecordedDemo {
        if let recorded = recordings[ObjectIdentifier(demo)] { return recorded }
        let recorded = RecordedDemo(demo)
        recordings[ObjectIdentifier(demo)] = recorded
        return recorded
    }
}
