import Foundation

extension UIWindow {
    /// The implementation of `sendEvent(_:)` for touches: the touches of this window that changed in the
    /// event go to their views, grouped by phase (began, moved, ended, cancelled) and by view, in the order
    /// the touches went down.
    func deliverTouches(of event: UIEvent) {
        let changed = (event.allTouches ?? []).filter { $0.window === self && $0.phase != .stationary }
            .sorted { $0.sequence < $1.sequence }
        for touch in changed where touch.phase == .began {
            touch.deliversToView = acceptsNewTouch(touch, in: event)
        }
        deliverToViews(changed.filter(\.deliversToView), with: event)
    }

    /// Calls the touch methods of the touches' views, one call per phase and view.
    func deliverToViews(_ touches: [UITouch], with event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var groups: [(view: UIView, touches: Set<UITouch>)] = []
            for touch in touches where touch.phase == phase {
                guard let view = touch.view else { continue }
                if let index = groups.firstIndex(where: { $0.view === view }) {
                    groups[index].touches.insert(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            for (view, group) in groups {
                switch phase {
                case .began: view.touchesBegan(group, with: event)
                case .moved: view.touchesMoved(group, with: event)
                case .ended: view.touchesEnded(group, with: event)
                default: view.touchesCancelled(group, with: event)
                }
            }
        }
    }

    /// Whether a touch that just went down reaches its view. As UIKit documents: a view whose
    /// `isMultipleTouchEnabled` is false receives only the first of several touches down in it; a view
    /// whose `isExclusiveTouch` is true keeps touches from going to any other view of the window while it
    /// holds one, and receives none while other views of the window hold touches. A touch that hit no view
    /// goes nowhere.
    private func acceptsNewTouch(_ touch: UITouch, in event: UIEvent) -> Bool {
        guard let view = touch.view else { return false }
        let others = (event.allTouches ?? []).filter { $0 !== touch && $0.window === self && $0.deliversToView && !$0.isFinished }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) { return false }
        if view.isExclusiveTouch, others.contains(where: { $0.view !== view }) { return false }
        return !others.contains { $0.view !== view && $0.view?.isExclusiveTouch == true }
    }
}
