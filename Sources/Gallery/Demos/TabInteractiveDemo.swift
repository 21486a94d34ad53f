import Foundation
import OpenUIKit

/// The tab bar part of “Playing with iOS Transitions”: the tab bar delegate's animator (the `TabBarTransition` of
/// “Complex Animation Cases”) plus an interaction controller driven by a pan on the content, as the article's modal part drives
/// its dismissal — finished past half the screen's width, cancelled below. A finger taps the Two item (the animator
/// alone), swipes left far (the switch to Three follows the finger and finishes), swipes right a little (cancelled:
/// Three stays) and right far (finished: back to Two).
final class TabInteractiveDemo: StagedDemo {
    static let name = "tab-interactive"
    static let title = "Interactive tab switches"
    static let summary =
        "The tab bar delegate's sliding animator plus a UIPercentDrivenInteractiveTransition driven by a pan on the content — a tap, a long swipe (finished), a short one (cancelled) and a long one back (from \(SeedArticle.playingWithTransitions.cited(part: 4)))."

    /// What the finger does, on the first frame at or after each time.
    enum Step {
        case tap(index: Int)
        case swipe(from: CGPoint, to: CGPoint, duration: TimeInterval)
    }

    static let steps: [(time: TimeInterval, step: Step)] = [
        (0.3, .tap(index: 1)),
        (1.2, .swipe(from: CGPoint(x: 200, y: 130), to: CGPoint(x: 40, y: 130), duration: 0.5)),
        (2.4, .swipe(from: CGPoint(x: 60, y: 130), to: CGPoint(x: 130, y: 130), duration: 0.4)),
        (3.3, .swipe(from: CGPoint(x: 30, y: 130), to: CGPoint(x: 210, y: 130), duration: 0.5)),
    ]

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 4.5
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "One"), (0.6, "tap: Two slides in"), (1.6, "swiping left"), (1.9, "let go: Three"),
        (2.7, "a short swipe right"), (3.1, "cancelled: Three stays"), (3.6, "swiping right"), (4.4, "Two"),
    ]

    private var script = DemoScript(steps)
    private(set) var stage: DemoStage?
    private let finger = ScriptedFinger()
    private let delegate = TabSlideDelegate()
    private let swipe = TabSwipeInteraction()
    /// The tab bar controller (made with the scene).
    private(set) var tabs: UITabBarController?

    required init() {}

    func makeScene() -> CALayer {
        UIScreen.main.use(UIScreen.Device(size: size, scale: 2))
        let tabs = TabSlideDemo.makeTabs(delegate: delegate)
        self.tabs = tabs
        let stage = DemoStage(showing: tabs, size: size)
        swipe.attach(to: tabs, delegate: delegate)
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        if finger.isDown {
            finger.follow(at: time)
            if !finger.isDown { stage?.trace.note("finger up", at: time) }
        }
        for step in script.due(at: time) {
            guard let tabs else { continue }
            switch step {
            case .tap(let index):
                stage?.trace.note("tap \(TabSlideDemo.pages[index].title)", at: time)
                finger.tap(at: tabs.tabBar.itemCenter(index), time: time, in: window)
            case .swipe(let from, let to, let duration):
                stage?.trace.note("finger down, swiping \(to.x < from.x ? "left" : "right")", at: time)
                finger.press(at: from, time: time, movingTo: to, over: duration, in: window)
            }
        }
    }
}
