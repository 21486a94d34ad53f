import Foundation
import OpenUIKit

/// The 各类转场动画 list's present/dismiss row in the AnimationSet app's shell: the film list is pushed; a tap on
/// 魔法精灵 presents the film's page full screen with the list as its transitioning delegate, the poster flying from
/// the row to the page as the page fades in (0.25 s); the page's back arrow dismisses it, the poster flying back as
/// the page fades out over the navigation controller's view (`VCCustomPageTransitioning`).
final class AppPresentDismissDemo: TransitionListRowDemo {
    static let name = "app-present-dismiss"
    static let listRow = TransitionListViewController.presentDismissRow
    static let englishTitle = "a poster flying into the presented page"
    static let summary =
        "The AnimationSet app's present/dismiss row at device size: a tap on a film presents its page full screen with the list's transitioning-delegate animator, the poster flying from the row to the page while the page fades in (0.25 s); the page's back arrow dismisses it, the poster flying back."
    /// The film tapped (魔法精灵), and when; when the page's back arrow is tapped; when the bar's back button is
    /// tapped on the list and on the 各类转场动画 list.
    static let film = 2
    static let tapFilm: TimeInterval = 2.2
    static let tapArrow: TimeInterval = 3.0
    static let backs: [TimeInterval] = [3.8, 4.6]

    let app = makeApp(
        then: [
            (
                tapFilm,
                .point(VCTransitionPageController.films[film].title) { top in
                    (top as? VCTransitionPageController)?.rowCenterInWindow(film)
                }
            ),
            (tapArrow, .view("icon_nav_back") { ($0.presentedViewController as? SinglePageController)?.backImgView }),
        ] + backs.map { (time: $0, step: .back) })
    let duration: TimeInterval = 5.3
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (2.1, "present/dismiss 转场动画"), (2.35, "the poster flies in"), (2.9, "the film's page"),
        (3.15, "flying back"), (3.7, "the films again"), (5.2, "动画集锦"),
    ]

    required init() {}
}
