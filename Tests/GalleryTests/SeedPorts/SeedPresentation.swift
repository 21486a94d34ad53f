import Foundation
import OpenUIKit

/// A shown window whose root is "A", a controller "B" to present from it, the lifecycle trace of every
/// controller (B's loading included, before it joins A's presentations) and the presentation completions,
/// for the seed ports' tests.
@MainActor
final class SeedPresentation {
    let window: UIWindow
    let root = UIViewController()
    let presented: UIViewController
    let trace: LifecycleTrace
    /// "present completion" and "dismiss completion", as the completions ran.
    private(set) var completions: [String] = []

    /// Shows A in a screen-sized window; `presented` (a plain controller by default) is titled B and gets
    /// `style` and `transitionStyle`.
    init(
        style: UIModalPresentationStyle = .fullScreen, transitionStyle: UIModalTransitionStyle = .coverVertical,
        presented: UIViewController = UIViewController()
    ) {
        root.title = "A"
        presented.title = "B"
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = transitionStyle
        self.presented = presented
        trace = LifecycleTrace()
        window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        trace.removeAll()
    }

    /// The lines of an animated full-screen presentation of B through a transitioning delegate up to its
    /// animation: B loads, the delegate is asked, the will-callbacks, the presentation controller's begin.
    static let delegatePresentationBegan = [
        "B loadView", "B viewDidLoad", "A delegate transitioning animationController(forPresented:)",
        "A delegate transitioning interactionControllerForPresentation", "A viewWillDisappear(true)",
        "B viewWillAppear(true)", "A delegate presentationController presentationTransitionWillBegin",
    ]

    /// Presents B, noting the completion.
    func present(animated: Bool = true) {
        root.present(presented, animated: animated) { self.completions.append("present completion") }
    }

    /// Dismisses B, noting the completion.
    func dismiss(animated: Bool = true) {
        presented.dismiss(animated: animated) { self.completions.append("dismiss completion") }
    }

    /// The loading, appearance and delegate lines of the trace so far (what the controllers and the
    /// delegates were told), without the transition machinery's own lines.
    var lines: [String] {
        trace.events.filter {
            switch $0.kind {
            case .loadView, .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                .delegateCall:
                true
            default: false
            }
        }
        .map(\.description)
    }

    /// Forgets the trace and the completions so far.
    func removeAll() {
        trace.removeAll()
        completions.removeAll()
    }

    /// The presented controller's container view (nil when not presented).
    var container: UIView? { presented.presentationController?.containerView }

    /// The frame `view` shows on screen now (its presentation layer's).
    static func shownFrame(_ view: UIView) -> CGRect {
        (view.layer.presentation() ?? view.layer).frame
    }
}
