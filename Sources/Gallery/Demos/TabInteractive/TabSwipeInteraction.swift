import Foundation
import OpenUIKit

/// The interactive tab switch of “Playing with iOS Transitions”: "the same as the navigation one", i.e. its
/// modal part's pan handler
/// (`ViewController2.pan:`) driving the system's `UIPercentDrivenInteractiveTransition` over the delegate's
/// animator. A pan on the tab bar controller's view starts the switch to the neighbouring tab when it begins
/// (leftwards: the next tab, rightwards: the previous one), reports the horizontal translation over the
/// screen's width as the percentage while it moves, and when the finger lifts finishes the switch past the
/// seed's threshold (`persent > 0.5`), else cancels it.
///
/// Deliberate differences from the seed: its handler returns early on a negative percentage — also at the
/// end, which would leave the transition hanging —, this one clamps the percentage to 0…1 instead; and it
/// picks the direction from the pan's velocity as it begins, where the seed's dismissal had only one.
@MainActor
final class TabSwipeInteraction {
    let interaction = UIPercentDrivenInteractiveTransition()
    /// The step along the tabs of the switch in progress: +1 (next), -1 (previous), 0 (none).
    private var step = 0

    /// Adds the pan to `tabs`' view; `delegate` hands `interaction` out for the switches the pan starts.
    func attach(to tabs: UITabBarController, delegate: TabSlideDelegate) {
        tabs.view.addGestureRecognizer(
            UIPanGestureRecognizer { [unowned self, unowned tabs, unowned delegate] pan in
                self.pan(pan, tabs: tabs, delegate: delegate)
            })
    }

    private func pan(_ pan: UIPanGestureRecognizer, tabs: UITabBarController, delegate: TabSlideDelegate) {
        let translatedPoint = pan.translation(in: tabs.view)
        let persent = min(max(-CGFloat(step) * translatedPoint.x / UIScreen.main.bounds.size.width, 0), 1)
        switch pan.state {
        case .began:
            let step = pan.velocity(in: tabs.view).x < 0 ? 1 : -1
            guard (tabs.viewControllers ?? []).indices.contains(tabs.selectedIndex + step) else { return }
            self.step = step
            delegate.interaction = interaction
            tabs.selectedIndex += step
            delegate.interaction = nil
        case .changed where step != 0:
            // While the finger moves, the percentage of the switch follows it.
            interaction.update(persent)
        case .ended where step != 0:
            // Past half-way the switch finishes, else it is cancelled.
            if persent > 0.5 { interaction.finish() } else { interaction.cancel() }
            step = 0
        case .cancelled where step != 0, .failed where step != 0:
            interaction.cancel()
            step = 0
        default:
            break
        }
    }
}
