import CX11
import Foundation
import OpenUIKit

/// One top-level X11 window of a fixed size in pixels, on its own connection to the X server (Xlib), with
/// the events the live host needs: exposure, keys, the mouse's buttons, motion and leaving, and the window
/// manager's close request (`WM_DELETE_WINDOW`) or the window's destruction by another client (`xkill`,
/// `xdotool windowclose`), both a request to quit. X protocol errors — such as drawing into the window
/// another client has just destroyed — are written to standard error instead of ending the process, as
/// Xlib's default handler does, so the host can quit cleanly.
@MainActor
final class X11Window {
    /// The connection (`Display *`).
    let display: OpaquePointer
    let window: Window
    let visual: UnsafeMutablePointer<Visual>
    let width: Int
    let height: Int
    private let deleteWindow: Atom
    private var buttonHeld = false
    private var isDestroyed = false

    /// Opens `displayName` (`$DISPLAY` when nil) and maps a window of `width` × `height` pixels titled
    /// `title`. Nil when no X server can be reached there.
    init?(displayName: String?, width: Int, height: Int, title: String) {
        guard let display = XOpenDisplay(displayName) else { return nil }
        XSetErrorHandler { display, error in
            guard let display, let error else { return 0 }
            var text = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(error.pointee.error_code), &text, Int32(text.count))
            let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            FileHandle.standardError.write(Data("X error: \(message) (request \(error.pointee.request_code))\n".utf8))
            return 0
        }
        self.display = display
        self.width = width
        self.height = height
        let screen = cx11_default_screen(display)
        visual = cx11_default_visual(display, screen)
        window = XCreateSimpleWindow(
            display, cx11_root_window(display, screen), 0, 0, UInt32(width), UInt32(height), 0, 0,
            cx11_white_pixel(display, screen))
        Self.name(window, on: display, title: title)
        if let hints = XAllocSizeHints() {
            // A fixed size: the screen of a phone does not resize.
            hints.pointee.flags = PMinSize | PMaxSize
            hints.pointee.min_width = Int32(width)
            hints.pointee.max_width = Int32(width)
            hints.pointee.min_height = Int32(height)
            hints.pointee.max_height = Int32(height)
            XSetWMNormalHints(display, window, hints)
            XFree(hints)
        }
        var protocols = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        deleteWindow = protocols
        XSetWMProtocols(display, window, &protocols, 1)
        XSelectInput(display, window, cx11_event_mask())
        XMapWindow(display, window)
        XFlush(display)
    }

    /// Names the window as X11 clients should (ICCCM and EWMH), so window managers and tools such as
    /// `xdotool search --pid` can tell whose it is: `_NET_WM_PID` (this process), `WM_CLASS` (the executable's
    /// name and "OpenUIKit"), the title as UTF-8 in `_NET_WM_NAME` and in plain ASCII in `WM_NAME` (a Latin-1
    /// property: UTF-8 bytes there show as mojibake, an em dash as "â\u{80}\u{94}").
    private static func name(_ window: Window, on display: OpaquePointer, title: String) {
        var pid = CLong(getpid())
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(
                display, window, XInternAtom(display, "_NET_WM_PID", 0), XInternAtom(display, "CARDINAL", 0), 32,
                PropModeReplace,
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
        if let hint = XAllocClassHint() {
            ProcessInfo.processInfo.processName.withCString { instance in
                "OpenUIKit".withCString { className in
                    hint.pointee.res_name = UnsafeMutablePointer(mutating: instance)
                    hint.pointee.res_class = UnsafeMutablePointer(mutating: className)
                    XSetClassHint(display, window, hint)
                }
            }
            XFree(hint)
        }
        let utf8 = Array(title.utf8)
        _ = XChangeProperty(
            display, window, XInternAtom(display, "_NET_WM_NAME", 0), XInternAtom(display, "UTF8_STRING", 0), 8,
            PropModeReplace, utf8, Int32(utf8.count))
        XStoreName(display, window, asciiTitle(title))
    }

    /// `title` in plain ASCII for `WM_NAME`: transliterated ("—" becomes "-", 动画 "dong hua"), anything left
    /// over as "?".
    static func asciiTitle(_ title: String) -> String {
        let latin = title.applyingTransform(StringTransform("Any-Latin; Latin-ASCII"), reverse: false) ?? title
        return String(String.UnicodeScalarView(latin.unicodeScalars.map { $0.isASCII ? $0 : "?" }))
    }

    /// Closes the window and the connection.
    func close() {
        if !isDestroyed { XDestroyWindow(display, window) }
        XCloseDisplay(display)
    }

    /// The next event the host answers, if one is waiting (events it does not answer are dropped).
    func nextEvent() -> X11Event? {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if let translated = translate(&event) { return translated }
        }
        return nil
    }

    /// Waits until an event arrives or `timeout` seconds pass.
    func waitForEvents(timeout: TimeInterval) {
        guard XPending(display) == 0, timeout > 0 else { return }
        var descriptor = pollfd(fd: cx11_connection_number(display), events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32((timeout * 1000).rounded(.up)))
    }

    /// Waits until the server has handled every request sent so far.
    func sync() {
        XSync(display, 0)
    }

    private func translate(_ event: inout XEvent) -> X11Event? {
        switch event.type {
        case Expose where event.xexpose.count == 0:
            return .exposed
        case ClientMessage where Atom(event.xclient.data.l.0) == deleteWindow:
            return .closeRequested
        case DestroyNotify where event.xdestroywindow.window == window:
            isDestroyed = true
            return .closeRequested
        case KeyPress:
            let symbol = XLookupKeysym(&event.xkey, 0)
            if Int(symbol) == Int(XK_Escape) { return .key(.quit) }
            var bytes = [CChar](repeating: 0, count: 16)
            let count = XLookupString(&event.xkey, &bytes, Int32(bytes.count - 1), nil, nil)
            // XLookupString answers Latin-1: one byte per scalar.
            let scalars = bytes.prefix(Int(max(0, count))).map { Unicode.Scalar(UInt8(bitPattern: $0)) }
            let text = String(String.UnicodeScalarView(scalars))
            return .keyboard(LiveKeyboardPress(text: text, usage: usage(symbol), shortcut: shortcut(symbol)))
        case ButtonPress:
            let point = CGPoint(x: Int(event.xbutton.x), y: Int(event.xbutton.y))
            switch event.xbutton.button {
            case UInt32(Button1):
                buttonHeld = true
                return .pointer(.down(point))
            case UInt32(Button4): return .pointer(.wheel(CGVector(dx: 0, dy: -1), at: point))
            case UInt32(Button5): return .pointer(.wheel(CGVector(dx: 0, dy: 1), at: point))
            case 6: return .pointer(.wheel(CGVector(dx: -1, dy: 0), at: point))
            case 7: return .pointer(.wheel(CGVector(dx: 1, dy: 0), at: point))
            default: return nil
            }
        case ButtonRelease where event.xbutton.button == UInt32(Button1):
            buttonHeld = false
            return .pointer(.up(CGPoint(x: Int(event.xbutton.x), y: Int(event.xbutton.y))))
        case MotionNotify where buttonHeld:
            return .pointer(.moved(CGPoint(x: Int(event.xmotion.x), y: Int(event.xmotion.y))))
        case LeaveNotify where buttonHeld:
            buttonHeld = false
            return .pointer(.left)
        default:
            return nil
        }
    }

    private func usage(_ symbol: KeySym) -> UIKeyboardHIDUsage? {
        switch Int(symbol) {
        case Int(XK_Return), Int(XK_KP_Enter): .keyboardReturnOrEnter
        case Int(XK_BackSpace): .keyboardDeleteOrBackspace
        case Int(XK_Tab): .keyboardTab
        case Int(XK_Left): .keyboardLeftArrow
        case Int(XK_Right): .keyboardRightArrow
        case Int(XK_Up): .keyboardUpArrow
        case Int(XK_Down): .keyboardDownArrow
        default: nil
        }
    }

    private func shortcut(_ symbol: KeySym) -> LiveKey? {
        switch Int(symbol) {
        case Int(XK_s), Int(XK_S): return .toggleSlowAnimations
        case Int(XK_f), Int(XK_F): return .toggleFrameTime
        case Int(XK_p), Int(XK_P): return .togglePause
        default: return nil
        }
    }
}
