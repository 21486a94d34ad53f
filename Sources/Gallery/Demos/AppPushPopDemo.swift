import Foundation
import OpenUIKit

/// The 各类转场动画 list's push/pop row in the AnimationSet app's shell: the film list is pushed; a tap on 魔法精灵
/// makes the film's page the navigation controller's delegate and pushes it, the poster flying from the row to the
/// page as the page fades in (0.25 s); the bar's back button flies it back as the page fades out
/// (`VCCustomPageTransitioning`).
final class AppPushPopDemo: TransitionListRowDemo {
    static let name = "app-push-pop"
    static let listRow = TransitionListViewController.pushPopRow
    static let englishTitle = "a poster flying into the pushed page"
    static let summary =
        "The AnimationSet app's push/pop row at device size: a tap on a film pushes its page with the navigation delegate's animator, the poster flying from the row to the page while the page fades in (0.25 s); the back button flies it back while the page fades out."
    /// The film tapped (魔法精灵), and when; when the back button is tapped on the film's page, on the list and on
    /// the 各类转场动画 list.
    static let film = 2
    static let tapFilm: TimeInterval = 2.2
    static let backs: [TimeInterval] = [3.0, 3.8, 4.6]

    let app = makeApp(
        then: [
            (
                tapFilm,
                .point(VCTransitionPageController.films[film].title) { top in
                    (top as? VCTransitionPageController)?.rowCenterInWindow(film)
                }
            )
        ] + backs.map { (time: $0, step: .back) })
    let duration: TimeInterval = 5.3
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (2.1, "push/pop 转场动画"), (2.35, "the poster flies in"), (2.9, "the film's page"), (3.15, "flying back"),
        (3.7, "the films again"), (5.2, "动画集锦"),
    ]

    required init() {}
}
