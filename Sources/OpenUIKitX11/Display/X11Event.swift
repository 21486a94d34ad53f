/// What the X server told the live window, translated from Xlib's events.
enum X11Event: Equatable {
    /// The window manager asked the window to close (its close button), or another client destroyed it.
    case closeRequested
    /// Part of the window must be drawn again.
    case exposed
    /// A key the host answers whatever the app does (Esc) was pressed.
    case key(LiveKey)
    /// Another key was pressed: the app's while it edits text, else maybe a host shortcut.
    case keyboard(LiveKeyboardPress)
    /// The mouse, in the window's pixels.
    case pointer(PointerEvent)
}
