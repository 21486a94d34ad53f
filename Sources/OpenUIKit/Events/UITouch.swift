import Foundation
import OpenQuartzCore

/// One finger on the screen (UIKit's `UITouch`): where it is and was, in which phase, in which view.
///
/// A touch is hit-tested once, when it goes down, and stays with that view (`view`) until it ends, even when
/// it moves outside it, as in UIKit. Locations are kept in the window's coordinates and converted on request.
/// Touches are made by the application's touch injection (`UIApplication.touchDown(at:in:)` and friends) and
/// updated in place by each event, as UIKit reuses one `UITouch` per finger.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch (UIKit's `UITouch.Phase`).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// The kind of input (UIKit's `UITouch.TouchType`); injected touches are `.direct` (a finger).
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// The phase of the last event that carried this touch.
    public internal(set) var phase: Phase = .began
    /// When the touch last changed, on the media clock.
    public internal(set) var timestamp: TimeInterval
    /// How many times the finger tapped at this place in quick succession (1 for a first tap); see
    /// `UIApplication.multipleTapInterval`.
    public internal(set) var tapCount: Int
    /// The view the touch went down in (the hit-test result), kept for the touch's whole life.
    public internal(set) var view: UIView?
    /// The window the touch belongs to.
    public internal(set) var window: UIWindow?
    /// The kind of touch.
    public let type: TouchType = .direct

    /// The location in the window's coordinates, now and at the previous event.
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// The order touches were made in, so touches of one event are handled in a fixed order.
    let sequence: Int
    /// Whether the touch's view receives it (false when the view does not take multiple touches or another
    /// view's exclusive touch holds the window, decided at touch-down).
    var deliversToView = true
    /// Whether an up or cancel has been injected for the touch (it takes no further input).
    var isInjectionFinished = false
    /// What the touch's view has been sent, and what waits for gesture recognizers to decide.
    var viewDelivery = ViewDelivery()

    /// The recognizers that receive the touch: those of its view and the view's ancestors that accepted it
    /// at touch-down, deepest first.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    init(location: CGPoint, window: UIWindow?, timestamp: TimeInterval, sequence: Int) {
        locationInWindow = location
        previousLocationInWindow = location
        self.window = window
        self.timestamp = timestamp
        self.sequence = sequence
        tapCount = 1
        super.init()
    }

    /// The touch's location in `view`'s coordinates (the window's when `view` is nil).
    open func location(in view: UIView?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    /// The touch's location at the previous event, in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    /// Whether the touch has ended or been cancelled.
    var isFinished: Bool { phase == .ended || phase == .cancelled }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return point }
        return view.convert(point, from: window)
    }
}

/// The view's side of a touch: UIKit delays `touchesBegan` while a recognizer with `delaysTouchesBegan` is
/// undecided, `touchesEnded` while one with `delaysTouchesEnded` is, and cancels the touch in the view when a
/// recognizer with `cancelsTouchesInView` recognizes.
struct ViewDelivery {
    var receivedBegan = false
    var finished = false
    var cancelled = false
    var beganHeld = false
    var endHeld = false
}
