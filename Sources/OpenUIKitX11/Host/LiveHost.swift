import Foundation
import OpenQuartzCore
import OpenUIKit

/// The live host: shows a UIKit window in an X11 window, drives the run loop from the real clock and turns
/// the mouse into touches (iOS's counterpart is the device, or the simulator's window; Apple has no such
/// type).
///
/// The X11 window is the main screen's size (a `UIScreen.Device` preset) at `scale` pixels per point. Each
/// frame, at the screen's `maximumFramesPerSecond`, the host reads the real time elapsed since the last
/// frame from the monotonic clock and runs one run-loop turn over it — `UIApplication`'s one seam, the same
/// turn `advance(by:)` runs headless in frames of 1/60 s, so the media clock stays the one clock and moves
/// by exactly the real time. Input arrives between turns and goes through touch injection, so it is
/// delivered at the start of the next turn, as injected touches are. The frame is composited and copied
/// into the window only when the picture changed (the render tree's signature differs, a transition runs,
/// or the window was exposed). Content outside the window (a pushed screen about to slide in) is
/// rasterised after the frame, in the time left before the next one, so that no frame pays for a whole
/// new screen's pixels.
///
/// Mouse: the primary button is a finger (down, moved, up; leaving the window cancels it), the wheel
/// scrolls the scroll view under the pointer. Keys, as the iOS simulator's menu: Esc (or closing the
/// window) quits; S toggles slow animations (10× slower, on the clock); F shows the frame time; P pauses
/// the clock.
@preconcurrency @MainActor
public final class LiveHost {
    /// The screen shown.
    public let device: UIScreen.Device
    /// Pixels per point in the X11 window.
    public let scale: CGFloat
    private let x11: X11Window
    let renderer: WindowRenderer
    /// The layer shown for the app's window, asked every frame: by default the window's own layer. A host app
    /// that draws what iOS draws around an app — the status bar, which iOS draws in a window of the system's,
    /// above the app's — returns a layer holding the window's layer and that chrome, the same layer for as long
    /// as the chrome does not change (the gallery shows its status bar this way). Touches still go to the
    /// window, in its coordinates: the returned layer should place the window's layer at its origin.
    public var screenLayer: (UIWindow) -> CALayer = { $0.layer }
    private var hasRun = false
    private var isStopRequested = false

    /// Opens the X11 display `displayName` (`$DISPLAY` when nil) and a window of `device`'s screen at
    /// `scale`, titled `title`, and makes `device` the main screen's geometry. Throws when no display can
    /// be opened or the scale makes no usable window.
    public init(
        device: UIScreen.Device, scale: CGFloat, title: String, displayName: String? = nil
    ) throws(LiveHostError) {
        let width = (device.size.width * scale).rounded(), height = (device.size.height * scale).rounded()
        guard scale.isFinite, scale > 0, (1...32767).contains(width), (1...32767).contains(height) else {
            throw .invalidScale(Double(scale))
        }
        let name = displayName ?? ProcessInfo.processInfo.environment["DISPLAY"]
        guard let name, !name.isEmpty else { throw .noDisplay(nil) }
        guard let x11 = X11Window(displayName: name, width: Int(width), height: Int(height), title: title) else {
            throw .noDisplay(name)
        }
        self.device = device
        self.scale = scale
        self.x11 = x11
        renderer = WindowRenderer(window: x11, scale: scale)
        UIScreen.main.use(device)
    }

    /// Shows `window` (made key and visible before, the screen's size) until Esc, the window's close button
    /// or `stop()`, then closes the X11 window. Returns how long the frames drawn took. A host runs once: a
    /// second call is reported and returns no frames.
    ///
    /// After each frame the host lets the main dispatch queue run (it awaits once, so the blocks queued so
    /// far — `DispatchQueue.main.async`, `asyncAfter` blocks whose real deadline passed, other main-actor
    /// jobs — run in order) before it waits for the next frame: the main queue runs at real times, within a
    /// frame. OpenUIKit's `Timer` and `perform(_:with:afterDelay:)` fire in the turns, on the media clock
    /// the host moves by the real time (slowed with S, stopped with P, as animations are).
    public func run(_ window: UIWindow) async -> FrameTimes {
        guard let showing = beginShowing() else { return FrameTimes() }
        defer { endShowing() }
        while let wait = showFrame(of: window, showing) {
            await Task.yield()
            x11.waitForEvents(timeout: wait)
        }
        return showing.times
    }

    /// `run(_:)` for a synchronous program — `UIApplicationMain`, `@main` on an app delegate, top-level code
    /// that calls `LiveHost.runApplication(delegate:)` — whose main thread the host has to itself: after each
    /// frame the main run loop runs once without waiting, which serves the main dispatch queue (blocks and
    /// main-actor jobs) as iOS's main run loop does. (An async program's main queue is served by the async
    /// `run(_:)` instead: once the process has called `dispatchMain()`, the run loop no longer can.)
    public func run(_ window: UIWindow) -> FrameTimes {
        guard let showing = beginShowing() else { return FrameTimes() }
        defer { endShowing() }
        while let wait = showFrame(of: window, showing) {
            // Only the main thread may run the main run loop (a test runner may run the main actor elsewhere).
            if Thread.isMainThread { _ = RunLoop.main.run(mode: .default, before: Date()) }
            x11.waitForEvents(timeout: wait)
        }
        return showing.times
    }

    /// What one showing of a window keeps from frame to frame.
    private final class Showing {
        var clock = LiveClock()
        var pointer = PointerTouches()
        var times = FrameTimes()
        var showsFrameTime = false
        var needsDraw = true
        var lastSignature: Int?
    }

    /// The state of a first showing; nil, reported, when the host has shown a window before.
    private func beginShowing() -> Showing? {
        guard !hasRun else {
            Diagnostics.report(.invalidState, .exception, "LiveHost.run(_:) was called again; its X11 window is closed")
            return nil
        }
        hasRun = true
        return Showing()
    }

    private func endShowing() {
        renderer.close()
        x11.close()
    }

    /// Answers a host shortcut (Esc is answered by the frame, which ends).
    private func answer(_ shortcut: LiveKey, _ showing: Showing) {
        switch shortcut {
        case .quit:
            break
        case .toggleSlowAnimations:
            showing.clock.slowAnimations.toggle()
            showing.needsDraw = showing.needsDraw || showing.showsFrameTime  // the overlay shows the clock
        case .togglePause:
            showing.clock.isPaused.toggle()
            showing.needsDraw = showing.needsDraw || showing.showsFrameTime
        case .toggleFrameTime:
            showing.showsFrameTime.toggle()
            showing.needsDraw = true
        }
    }

    /// One frame: answers the X events waiting, runs one run-loop turn over the real time elapsed, and
    /// draws when the picture changed. Returns how long to wait for the next frame, or nil when the window is
    /// to close (Esc, the close button, `stop()`).
    private func showFrame(of window: UIWindow, _ showing: Showing) -> TimeInterval? {
        guard !isStopRequested else { return nil }
        let frameStart = LiveClock.monotonicTime()
        while let event = x11.nextEvent() {
            switch event {
            case .closeRequested, .key(.quit):
                return nil
            case .key(let shortcut):
                answer(shortcut, showing)
            case .keyboard(let press):
                if let shortcut = press.deliver() { answer(shortcut, showing) }
            case .exposed:
                showing.needsDraw = true
            case .pointer(let event):
                showing.pointer.handle(event.inPoints(scale: scale), in: window)
            }
        }
        let step = showing.clock.step()
        UIApplication.shared.runTurn(over: step, frameLength: .infinity)
        let tree = screenLayer(window).renderTree(atMediaTime: CACurrentMediaTime())
        let signature = tree.frameSignature
        if showing.needsDraw || signature == nil || signature != showing.lastSignature {
            renderer.draw(
                tree, overlay: showing.showsFrameTime ? overlay(showing.times, clock: showing.clock) : nil)
            x11.sync()
            showing.times.record(LiveClock.monotonicTime() - frameStart)
            showing.lastSignature = signature
            showing.needsDraw = false
        }
        let frameInterval = 1 / Double(max(device.maximumFramesPerSecond, 1))
        renderer.prepare(tree, until: frameStart + frameInterval * Self.preparationShare)
        return frameStart + frameInterval - LiveClock.monotonicTime()
    }

    /// How much of a frame interval, from the frame's start, may go to rasterising content the frame left
    /// out (outside the window) before the host stops to wait for the next frame.
    static let preparationShare = 0.75

    /// Ends `run(_:)` after the frame it is drawing, as Esc does (for an app or a test that closes its own
    /// window; not Apple API: an iOS app does not quit itself).
    public func stop() {
        isStopRequested = true
    }

    private func overlay(_ times: FrameTimes, clock: LiveClock) -> String {
        let last = times.durations.last.map { String(format: "%.1f ms", $0 * 1000) } ?? "–"
        let p99 = times.percentile(0.99).map { String(format: "%.1f ms", $0 * 1000) } ?? "–"
        let state = clock.isPaused ? "  paused" : clock.slowAnimations ? "  slow ×10" : ""
        return "frame \(last)  p99 \(p99)\(state)"
    }
}
