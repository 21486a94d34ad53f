import Foundation
import OpenQuartzCore

/// An event delivered to the app (UIKit's `UIEvent`): its kind, when it happened and, for touch events, the
/// touches it carries.
///
/// As in UIKit, the application reuses one touch event for the whole life of the touches: `allTouches` are
/// the touches down at the time of delivery (including those that end in this event), each in its phase.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of events (UIKit's `UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    public let type: EventType
    /// When the event happened, on the media clock.
    public internal(set) var timestamp: TimeInterval

    /// The touches the event carries.
    var touchSet: Set<UITouch> = []

    public init(type: EventType = .touches, timestamp: TimeInterval = CACurrentMediaTime()) {
        self.type = type
        self.timestamp = timestamp
        super.init()
    }

    /// All touches of the event; nil for events that carry no touches.
    open var allTouches: Set<UITouch>? {
        type == .touches ? touchSet : nil
    }

    /// The touches that went down in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        type == .touches ? touchSet.filter { $0.view === view } : nil
    }

    /// The touches `gestureRecognizer` follows.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        type == .touches ? touchSet.filter(gestureRecognizer.follows) : nil
    }

    /// The touches that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        type == .touches ? touchSet.filter { $0.window === window } : nil
    }
}
