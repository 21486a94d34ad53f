import Foundation
import OpenUIKit

/// A demo of one of the 各类转场动画 list's rows that open the app's own screens (push/pop 转场动画,
/// present/dismiss 转场动画, tabbarcontroller 切换转场动画), in the AnimationSet app's shell at device size: the finger
/// taps the home's 各类转场动画 row (the list is pushed), the demo's row, then the screens' own cells and buttons,
/// then the bar's back button until the home shows again.
@MainActor
protocol TransitionListRowDemo: AnimationSetDemo {
    /// The demo's row in the list (`TransitionListViewController.rowTitles`).
    static var listRow: Int { get }
    /// What the row shows, in English, for the demo's title.
    static var englishTitle: String { get }
}

extension TransitionListRowDemo {
    static var screen: AnimationSetScreen { .transitionList }
    static var title: String {
        "\(AnimationSetScreen.transitionList.title) › \(rowTitle) — \(englishTitle)"
    }

    /// The demo's row's title in the list, as the app words it.
    static var rowTitle: String { TransitionListViewController.rowTitles[listRow] }

    /// The app playing the taps on the home's row and the demo's row (at 0.4 s and 1.3 s), then `steps`.
    static func makeApp(then steps: [(time: TimeInterval, step: AnimationSetApp.Step)]) -> AnimationSetApp {
        let row = listRow
        return AnimationSetApp(
            script: [
                (0.4, .row),
                (1.3, .point(rowTitle) { ($0 as? TransitionListViewController)?.rowCenterInWindow(row: row) }),
            ] + steps)
    }

    /// The 各类转场动画 list, whose row opens the demo's screens.
    static func makeScreen() -> UIViewController {
        TransitionListViewController()
    }
}
