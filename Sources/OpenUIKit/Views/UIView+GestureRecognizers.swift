import Foundation
import OpenQuartzCore

extension UIView {
    /// The recognizers attached to the view, in the order added (nil when there are none, as in UIKit).
    /// Setting it replaces them all.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { extras.gestureRecognizers.isEmpty ? nil : extras.gestureRecognizers }
        set {
            for recognizer in extras.gestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer. A recognizer belongs to one view at a time: adding one that is attached to
    /// another view moves it here, as UIKit does, and is reported as a warning since it is usually a mistake
    /// (one recognizer meant for two views).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view {
            guard previous !== self else { return }
            Diagnostics.report(
                .invalidArgument, .warning,
                "\(type(of: gestureRecognizer)) added to \(self) is already attached to \(previous); UIKit moves it, so \(previous) loses it"
            )
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        extras.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer; a gesture in progress is cancelled (an undecided one fails). What the recognizer
    /// held of its touches' delivery to their views (`delaysTouchesBegan`, `delaysTouchesEnded`) is delivered
    /// once the run-loop turn ends.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = extras.gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        switch gestureRecognizer.state {
        case .began, .changed: gestureRecognizer.state = .cancelled
        case .possible where gestureRecognizer.isInvolved: gestureRecognizer.state = .failed
        default: break
        }
        extras.gestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
        if !gestureRecognizer.trackedTouches.isEmpty {
            UIApplication.shared.touchDispatcher.settleAtEndOfTurn()
        }
    }
}
