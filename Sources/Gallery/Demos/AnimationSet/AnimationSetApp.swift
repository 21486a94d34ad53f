import Foundation
import OpenUIKit

/// The AnimationSet app as a demo plays it, at device size: the screen is a `UIScreen.Device` preset (an iPhone 14
/// by default: 390 × 844 points with a 47-point status bar and a 34-point home indicator), its window shows a
/// navigation controller whose translucent bar lies over the content, and whose root is the app's home
/// (`AnimationSetHomeController`). The script starts on the home, taps the demo's row (which pushes its screen),
/// then the screen's own buttons, then the bar's back button — each tap a finger's, on the real views.
///
/// Every app screen is built this way: a demo makes one `AnimationSetApp` with its script and shows its screen
/// with `show(_:making:)`; `perform(at:)` plays the script.
@MainActor
final class AnimationSetApp {
    /// What a finger taps.
    enum Step {
        /// The demo's row on the home.
        case row
        /// The screen's operation button at an index (an `OperationButtonsController`'s).
        case button(Int)
        /// A view of the screen on top, named in the trace: `view` finds it in the top controller.
        case view(String, (UIViewController) -> UIView?)
        /// A point of the screen on top, named in the trace: `point` finds it (window coordinates) from the top
        /// controller — for a tap on part of a view whose centre something else covers.
        case point(String, (UIViewController) -> CGPoint?)
        /// The navigation bar's back button, named in the trace by the title of the controller it goes back to.
        case back
    }

    /// Where the bar's back button is tapped: near the bar's leading end, where UIKit puts it.
    static let backButtonX: CGFloat = 30

    let device: UIScreen.Device
    private var script: DemoScript<Step>
    private let finger = ScriptedFinger()
    private(set) var stage: DemoStage?
    private(set) var navigation: UINavigationController?
    private(set) var home: AnimationSetHomeController?
    private var shown: AnimationSetScreen?
    /// The demo's screen once its row has pushed it (held weakly: popping releases it).
    private(set) weak var screen: UIViewController?

    /// An app on `device` that plays `script`, its steps in time order.
    init(script: [(time: TimeInterval, step: Step)], device: UIScreen.Device = .iPhone14) {
        self.script = DemoScript(script)
        self.device = device
    }

    /// Shows the home on the device's screen, its `screen` row pushing the controller `make` makes; returns the
    /// scene's layer.
    func show(_ screen: AnimationSetScreen, making make: @escaping () -> UIViewController) -> CALayer {
        UIScreen.main.use(device)
        shown = screen
        let home = AnimationSetHomeController { [weak self] row in
            guard row == screen else { return nil }
            let controller = make()
            if let traced = controller as? any TracedScreen, let trace = self?.stage?.trace {
                traced.note = trace.noteNow
            }
            self?.screen = controller
            return controller
        }
        let navigation = UINavigationController(rootViewController: home)
        let stage = DemoStage(showing: navigation, size: device.size)
        self.home = home
        self.navigation = navigation
        self.stage = stage
        return stage.layer
    }

    /// Plays the script's steps due at `time`: each tap noted in the trace, then made.
    func perform(at time: TimeInterval) {
        finger.follow(at: time)
        for step in script.due(at: time) {
            let (name, point) = target(of: step)
            stage?.trace.note("tap \(name)", at: time)
            if let point { finger.tap(at: point, time: time, in: stage?.window) }
        }
    }

    /// What `step` taps, as the trace names it, and where (window coordinates; nil when it is not on screen).
    private func target(of step: Step) -> (name: String, point: CGPoint?) {
        switch step {
        case .row:
            return (shown?.title ?? "", shown.flatMap { home?.rowCenterInWindow($0) })
        case .button(let index):
            let buttons = (navigation?.topViewController as? OperationButtonsController)?.operationButtons ?? []
            guard buttons.indices.contains(index) else { return ("button \(index)", nil) }
            return (buttons[index].title(for: .normal) ?? "", buttons[index].centerInWindow)
        case .view(let name, let find):
            return (name, navigation?.topViewController.flatMap(find)?.centerInWindow)
        case .point(let name, let find):
            return (name, navigation?.topViewController.flatMap(find))
        case .back:
            let bar = navigation?.navigationBar
            return (
                "‹ \(navigation?.viewControllers.dropLast().last?.title ?? "")",
                bar?.pointInWindow(CGPoint(x: Self.backButtonX, y: bar?.bounds.midY ?? 0))
            )
        }
    }
}
