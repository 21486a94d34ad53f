import Foundation
import OpenQuartzCore

/// An event delivered to the app (UIKit's `UIEvent`): its kind and the media time it happened at.
@MainActor
open class UIEvent {
    /// The kinds of events (UIKit's `UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    public let type: EventType
    /// When the event happened, on the media clock.
    public let timestamp: TimeInterval

    public init(type: EventType = .touches, timestamp: TimeInterval = CACurrentMediaTime()) {
        self.type = type
        self.timestamp = timestamp
    }
}
