import Foundation
import TestSupport
import Testing
import OpenUIKit
import class OpenUIKit.Timer
@testable import OpenUIKitX11
import OpenUIKitTesting

/// The live host lets the main dispatch queue run while its window is shown (at real times, within a frame),
/// and OpenUIKit's timers fire on its clock. Runs in a virtual X server of its own (Xvfb); skipped where
/// Xvfb or xdotool is missing.
@MainActor
@Suite(
    .serialized,
    .enabled(
        if: VirtualDisplay.path(of: "Xvfb") != nil && VirtualDisplay.path(of: "xdotool") != nil,
        "needs Xvfb and xdotool (apt-get install xvfb xdotool)"), .freshApplication)
struct LiveHostMainQueueTests {
    /// Closes the window titled `title` on `display` with xdotool, as its close button would.
    static func closeWindow(titled title: String, on display: String) {
        let search = Process(), found = Pipe()
        search.executableURL = URL(fileURLWithPath: VirtualDisplay.path(of: "xdotool")!)
        search.arguments = ["search", "--name", title]
        search.environment = ["DISPLAY": display]
        search.standardOutput = found
        try? search.run()
        search.waitUntilExit()
        let window =
            String(decoding: found.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").first.map(String.init) ?? ""
        let close = Process()
        close.executableURL = URL(fileURLWithPath: VirtualDisplay.path(of: "xdotool")!)
        close.arguments = ["windowclose", window]
        close.environment = ["DISPLAY": display]
        try? close.run()
        close.waitUntilExit()
    }

    @Test func theMainQueueAndTimersRunWhileTheWindowIsShown() async throws {
        let server = try VirtualDisplay()
        defer { server.stop() }
        let display = server.name
        let title = "OpenUIKit main queue probe"
        let host = try LiveHost(device: .iPhoneSE, scale: 1, title: title, displayName: display)
        let window = StandardWindow.shown(root: UIViewController())
        let started = Date()
        var log: [String] = []
        var timerFiredAt: CFTimeInterval?
        let mediaStart = CACurrentMediaTime()
        DispatchQueue.main.async { MainActor.assumeIsolated { log.append("async") } }
        Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
            log.append("timer")
            timerFiredAt = CACurrentMediaTime()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            MainActor.assumeIsolated {
                log.append("asyncAfter")
                Self.closeWindow(titled: title, on: display)
            }
        }
        // Should the main queue not run, this timer (on the host's clock) ends the run instead of a hang.
        Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in
            log.append("safety close")
            Self.closeWindow(titled: title, on: display)
        }
        _ = await host.run(window)
        let ran = Date().timeIntervalSince(started)
        // The blocks ran while the window was shown (the close came from the last of them), in real time.
        #expect(log == ["async", "timer", "asyncAfter"])
        #expect(ran >= 0.5 && ran < 10)
        // The timer fired on the media clock the host moves by the real time: 0.2 s after it was made.
        #expect(timerFiredAt.map { $0 - mediaStart } == 0.2)
    }
}
