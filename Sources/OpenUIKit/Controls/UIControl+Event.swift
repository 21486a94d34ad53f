import Foundation

extension UIControl {
    /// The events a control sends actions for (UIKit's `UIControl.Event`, with its raw values).
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger went down again in quick succession (its touch's `tapCount` is above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved within the control's bounds (with the touch slop).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved outside them.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger came back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger left.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted inside.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch flipped, a segment selected).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A button's primary action (sent after `touchUpInside`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action (kept for the API; OpenUIKit has no menus).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Text editing events (kept for the API; OpenUIKit has no text fields).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the application's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
