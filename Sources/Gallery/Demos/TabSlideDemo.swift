import Foundation
import OpenUIKit

/// The tab bar example of “Complex Animation Cases” (its transitions part): a `UITabBarController` whose delegate
/// returns `TabBarTransition` for every switch, so the pages slide right to left — and left to right when a tab left of
/// the current one is chosen. A finger taps the bar's items: Two, Three, then back to One.
final class TabSlideDemo: StagedDemo {
    static let name = "tab-slide"
    static let title = "Tab switches with a delegate animator"
    static let summary =
        "A UITabBarController delegate returns the article's TabBarTransition: taps on the bar's items slide the pages right to left, and left to right going back (from \(SeedArticle.complexAnimationCases.cited(part: 2)))."

    /// The tabs' titles and colours, left to right.
    static let pages: [(title: String, color: UIColor)] = [
        ("One", UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1)),
        ("Two", UIColor(red: 0.15, green: 0.6, blue: 0.3, alpha: 1)),
        ("Three", UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1)),
    ]
    /// The taps: when, on which item.
    static let taps: [(time: TimeInterval, index: Int)] = [(0.3, 1), (1.3, 2), (2.3, 0)]

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 3.2
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "One"), (0.6, "Two slides in"), (1.2, "Two"), (1.6, "Three slides in"), (2.2, "Three"),
        (2.6, "back: One slides in from the left"), (3.1, "One"),
    ]

    private var script = DemoScript(taps.map { (time: $0.time, step: $0.index) })
    private(set) var stage: DemoStage?
    private let finger = ScriptedFinger()
    private let delegate = TabSlideDelegate()
    /// The tab bar controller (made with the scene).
    private(set) var tabs: UITabBarController?

    required init() {}

    func makeScene() -> CALayer {
        UIScreen.main.use(UIScreen.Device(size: size, scale: 2))
        let tabs = Self.makeTabs(delegate: delegate)
        self.tabs = tabs
        let stage = DemoStage(showing: tabs, size: size)
        self.stage = stage
        return stage.layer
    }

    /// The seed's tab bar controller, titled "Tabs": a page per tab of `pages`, `delegate` its delegate.
    static func makeTabs(delegate: TabSlideDelegate) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.title = "Tabs"
        tabs.viewControllers = pages.map { PanelController(title: $0.title, color: $0.color) }
        tabs.delegate = delegate
        return tabs
    }

    func perform(at time: TimeInterval) {
        finger.follow(at: time)
        for index in script.due(at: time) {
            guard let tabs else { continue }
            stage?.trace.note("tap \(Self.pages[index].title)", at: time)
            finger.tap(at: tabs.tabBar.itemCenter(index), time: time, in: window)
        }
    }
}
