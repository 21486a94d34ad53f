import Foundation
import OpenCoreGraphics

/// `gallery live` in a virtual X server of its own (Xvfb), driven with xdotool and photographed with xwd, as a
/// person at a desktop would use it.
final class LiveSession {
    /// The programs the live tests need, by Debian package.
    static let tools = [("Xvfb", "xvfb"), ("xdotool", "xdotool"), ("xwd", "x11-apps"), ("xprop", "x11-utils")]

    /// The `gallery` executable built beside the tests.
    static let galleryExecutable: URL = {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("gallery")
    }()

    /// Why the live tests cannot run on this machine, nil when they can.
    static let unavailableReason: String? = {
        let missing = tools.filter { path(of: $0.0) == nil }.map(\.1)
        if !missing.isEmpty {
            return "live window tests skipped: \(missing.joined(separator: ", ")) not installed "
                + "(`make test` installs them when run as root; otherwise apt-get install -y \(missing.joined(separator: " ")))"
        }
        if !FileManager.default.isExecutableFile(atPath: galleryExecutable.path) {
            return "live window tests skipped: no gallery executable at \(galleryExecutable.path)"
        }
        return nil
    }()

    static func path(of tool: String) -> String? {
        VirtualDisplay.path(of: tool)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let display: String
    private let server: VirtualDisplay
    private let gallery: Process
    private let output = Pipe()
    /// The gallery's X11 window id.
    private(set) var window = ""
    /// The gallery's process id.
    var galleryProcessIdentifier: Int32 { gallery.processIdentifier }

    /// Starts a virtual screen large enough for an iPad at scale 2 and `gallery live` with `arguments`
    /// in it, and waits for the window.
    init(_ arguments: [String]) throws {
        server = try VirtualDisplay(width: 1700, height: 2400)
        display = server.name
        gallery = Process()
        gallery.executableURL = Self.galleryExecutable
        gallery.arguments = ["live"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        gallery.environment = environment
        gallery.standardOutput = output
        gallery.standardError = output
        try gallery.run()
        try waitUntil(timeout: 60, "the gallery's window") {
            guard gallery.isRunning else {
                let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                throw Failure(
                    description:
                        "gallery live exited with \(gallery.terminationStatus) before showing a window: \(printed)")
            }
            window =
                (try? run("xdotool", "search", "--name", "^OpenUIKit"))?.split(separator: "\n").first.map(String.init)
                ?? ""
            return !window.isEmpty
        }
    }

    /// Stops the gallery (if it still runs) and the X server, and waits a few seconds for them to go.
    func stop() {
        if gallery.isRunning {
            gallery.terminate()
            try? waitUntil(timeout: 5, "the gallery to stop") { !gallery.isRunning }
            if gallery.isRunning { kill(gallery.processIdentifier, SIGKILL) }
        }
        server.stop()
    }

    /// Runs an X tool on the session's display; returns what it printed.
    @discardableResult
    func run(_ tool: String, _ arguments: String...) throws -> String {
        try runData(tool, arguments).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    private func runData(_ tool: String, _ arguments: [String]) throws -> Data? {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: Self.path(of: tool) ?? tool)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    /// Moves the pointer to `point` (window pixels).
    func move(to point: (Int, Int)) throws {
        try run("xdotool", "mousemove", "--window", window, "\(point.0)", "\(point.1)")
    }

    /// Presses the left button at `start`, moves to `end` in `steps` steps `interval` seconds apart, and lets go.
    func drag(
        from start: (Int, Int), to end: (Int, Int), steps: Int, interval: TimeInterval,
        photographAt photoStep: Int? = nil
    ) throws -> CGImage? {
        var photo: CGImage?
        try move(to: start)
        try run("xdotool", "mousedown", "1")
        for step in 1...steps {
            Thread.sleep(forTimeInterval: interval)
            try move(to: (start.0 + (end.0 - start.0) * step / steps, start.1 + (end.1 - start.1) * step / steps))
            if step == photoStep {
                Thread.sleep(forTimeInterval: 0.3)
                photo = try screenshot()
            }
        }
        try run("xdotool", "mouseup", "1")
        return photo
    }

    /// A click at `point` (window pixels) of the left button, or of another: 4 and 5 turn the wheel up and
    /// down, 6 and 7 left and right.
    func click(at point: (Int, Int), button: Int = 1) throws {
        try move(to: point)
        try run("xdotool", "click", "\(button)")
    }

    /// Destroys the window, as `xkill` or a crashed window manager would.
    func destroyWindow() throws {
        try run("xdotool", "windowclose", window)
    }

    /// Presses a key (the window under the pointer gets it).
    func key(_ name: String) throws {
        try run("xdotool", "key", name)
    }

    /// The window's pixels now.
    func screenshot() throws -> CGImage {
        guard let data = try runData("xwd", ["-id", window, "-silent"]), let image = XWDImage.image(from: data) else {
            throw Failure(description: "xwd could not photograph window \(window)")
        }
        return image
    }

    /// Photographs the window until `condition` holds for a photo (returned) or `timeout` seconds pass.
    func screenshot(within timeout: TimeInterval, _ what: String, where condition: (CGImage) -> Bool) throws -> CGImage
    {
        var last: CGImage?
        try waitUntil(timeout: timeout, what) {
            last = try screenshot()
            return condition(last!)
        }
        return last!
    }

    /// Waits for the gallery to exit; returns its exit code and everything it printed.
    func waitForExit(timeout: TimeInterval) throws -> (status: Int32, output: String) {
        try waitUntil(timeout: timeout, "the gallery to exit") { !gallery.isRunning }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (gallery.terminationStatus, printed)
    }

    private func waitUntil(timeout: TimeInterval, _ what: String, _ condition: () throws -> Bool) throws {
        let end = Date().addingTimeInterval(timeout)
        while try !condition() {
            guard Date() < end else { throw Failure(description: "timed out after \(timeout) s waiting for \(what)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }
}
