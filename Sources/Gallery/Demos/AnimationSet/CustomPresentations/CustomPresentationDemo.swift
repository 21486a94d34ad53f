import Foundation
import OpenUIKit

/// One of the 各类转场动画 screen's four custom presentations as a demo, in the AnimationSet app's shell at device
/// size: the finger taps the home's 各类转场动画 row (the list is pushed), the presentation's row (its first page is
/// pushed), the page's round “New” button (the second page is presented with the row's animator), then what
/// dismisses the second page — its “返回” button, or for the half present the picture of the screen above the
/// card —, then the bar's back button twice (back to the list, back to the home).
///
/// The second page is presented `.fullScreen` (see `TransitionFirstPageController`): the style the app got by
/// default on the iOS it was written for, which its animators rely on.
@MainActor
protocol CustomPresentationDemo: AnimationSetDemo {
    /// The presentation the demo shows.
    static var transitionType: HBLTransitionType { get }
    /// What the presentation looks like, in English, for the demo's title.
    static var englishTitle: String { get }
}

/// When a custom presentation demo's finger taps, in seconds from the start: each tap once the transition before
/// it has ended.
struct CustomPresentationTimes {
    /// The home's 各类转场动画 row.
    let row: TimeInterval = 0.4
    /// The presentation's row in the list.
    let listRow: TimeInterval = 1.3
    /// The first page's “New” button.
    let new: TimeInterval = 2.2
    /// What dismisses the second page.
    let dismiss: TimeInterval
    /// The back button on the first page, then on the list.
    let back: TimeInterval
    let home: TimeInterval
    /// The end of the recording.
    let end: TimeInterval

    /// The times for presentation and dismissal animations `animation` seconds long.
    init(animation: TimeInterval) {
        dismiss = new + animation + 0.8
        back = dismiss + animation + 0.6
        home = back + 0.8
        end = home + 0.7
    }
}

extension CustomPresentationDemo {
    static var screen: AnimationSetScreen { .transitionList }
    static var title: String {
        "\(AnimationSetScreen.transitionList.title) › \(transitionType.rowTitle) — \(englishTitle)"
    }

    /// The app playing a custom presentation demo's script at `times`.
    static func makeApp(at times: CustomPresentationTimes) -> AnimationSetApp {
        let type = transitionType
        let dismissal: AnimationSetApp.Step =
            type == .halfPresent
            ? .point("the screen above the card") { top in
                top.presentedViewController.flatMap { $0.view.window }.map {
                    CGPoint(x: $0.bounds.midX, y: $0.bounds.height / 4)
                }
            }
            : .view("返回") { ($0.presentedViewController as? TransitionSecondPageController)?.backButton }
        return AnimationSetApp(script: [
            (times.row, .row),
            (times.listRow, .point(type.rowTitle) { ($0 as? TransitionListViewController)?.rowCenterInWindow(type) }),
            (times.new, .view("New") { ($0 as? TransitionFirstPageController)?.btn }),
            (times.dismiss, dismissal),
            (times.back, .back),
            (times.home, .back),
        ])
    }

    /// The app's shell over the list, its window black where no view draws, as a phone's screen is (UIKit's
    /// windows have no background colour): the half present shows it around the shrunken screen.
    func makeScene() -> CALayer {
        let layer = app.show(Self.screen, making: Self.makeScreen)
        app.stage?.window?.backgroundColor = .black
        return layer
    }

    /// The 各类转场动画 list, whose rows push the first pages.
    static func makeScreen() -> UIViewController {
        TransitionListViewController()
    }
}
