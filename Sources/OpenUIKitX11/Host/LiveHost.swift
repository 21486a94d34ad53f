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
/// or the window was exposed).
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
    private let renderer: WindowRenderer
    private var hasRun = false

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

    /// Shows `window` (made key and visible before, the screen's size) until Esc or the window's close
    /// button, then closes the X11 window. Returns how long the frames drawn took. A host runs once: a
    /// second call is reported and returns no frames.
    ///
    /// After each frame the host lets the main dispatch queue run (it awaits once, so the blocks queued so
    /// far — `DispatchQueue.main.async`, `asyncAfter` blocks whose real deadline passed, other main-actor
    /// jobs — run in order) before it waits for the next frame: the main queue runs at real times, within a
    /// frame. OpenUIKit's `Timer` and `perform(_:with:afterDelay:)` fire in the turns, on the media clock
    /// the host moves by the real time (slowed with S, stopped with P, as animations are).
    public func run(_ window: UIWindow) async -> FrameTimes {
        guard !hasRun else {
            Diagnostics.report(.invalidState, .exception, "LiveHost.run(_:) was called again; its X11 window is closed")
            return FrameTimes()
        }
        hasRun = true
        var clock = LiveClock()
        var pointer = PointerTouches()
        var times = FrameTimes()
        var showsFrameTime = false
        var needsDraw = true
        var lastSignature: Int?
        let frameInterval = 1 / Double(max(device.maximumFramesPerSecond, 1))
        defer {
            renderer.close()
            x11.close()
        }
        while true {
            let frameStart = LiveClock.monotonicTime()
            while let event = x11.nextEvent() {
                switch event {
                case .closeRequested, .key(.quit):
                    return times
                case .key(.toggleSlowAnimations):
                    clock.slowAnimations.toggle()
                    needsDraw = needsDraw || showsFrameTime  // the overlay shows the clock's state
                case .key(.togglePause):
                    clock.isPaused.toggle()
                    needsDraw = needsDraw || showsFrameTime
                case .key(.toggleFrameTime):
                    showsFrameTime.toggle()
                    needsDraw = true
                case .exposed:
                    needsDraw = true
                case .pointer(let event):
                    pointer.handle(event.inPoints(scale: scale), in: window)
                }
            }
            let step = clock.step()
            UIApplication.shared.runTurn(over: step, frameLength: .infinity)
            let tree = window.layer.renderTree(atMediaTime: CACurrentMediaTime())
            let signature = tree.frameSignature
            if needsDraw || signature == nil || signature != lastSignature {
                renderer.draw(tree, overlay: showsFrameTime ? overlay(times, clock: clock) : nil)
                x11.sync()
                times.record(LiveClock.monotonicTime() - frameStart)
                lastSignature = signature
                needsDraw = false
            }
            await Task.yield()
            x11.waitForEvents(timeout: frameStart + frameInterval - LiveClock.monotonicTime())
        }
    }

    private func overlay(_ times: FrameTimes, clock: LiveClock) -> String {
        let last = times.durations.last.map { String(format: "%.1f ms", $0 * 1000) } ?? "–"
        let p99 = times.percentile(0.99).map { String(format: "%.1f ms", $0 * 1000) } ?? "–"
        let state = clock.isPaused ? "  paused" : clock.slowAnimations ? "  slow ×10" : ""
        return "frame \(last)  p99 \(p99)\(state)"
    }
}
