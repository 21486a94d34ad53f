import Foundation

/// A virtual X server (Xvfb) for the tests that show windows: it picks a free display itself and writes the
/// number once it accepts connections (`-displayfd`), so there is no race over display numbers and no polling
/// for the server to come up. `stop()` ends it.
public final class VirtualDisplay {
    /// The display's name, such as ":1".
    public let name: String
    private let server = Process()

    /// The full path of `tool` on `PATH`, nil when it is not installed.
    public static func path(of tool: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts Xvfb with one screen of `width` × `height` pixels; throws when Xvfb is missing or exits before
    /// announcing its display.
    public init(width: Int = 800, height: Int = 1000) throws {
        guard let xvfb = Self.path(of: "Xvfb") else { throw Failure.notInstalled }
        server.executableURL = URL(fileURLWithPath: xvfb)
        let announcement = Pipe()
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        server.standardOutput = announcement
        server.standardError = FileHandle.nullDevice
        try server.run()
        var announced = Data()
        while !announced.contains(UInt8(ascii: "\n")) {
            let chunk = announcement.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw Failure.exitedBeforeAnnouncing }
            announced.append(chunk)
        }
        name = ":" + String(decoding: announced, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Asks the server to quit, and kills it if it has not within two seconds (a test process may block
    /// SIGTERM for the processes it starts).
    public func stop() {
        guard server.isRunning else { return }
        server.terminate()
        let deadline = Date().addingTimeInterval(2)
        while server.isRunning, Date() < deadline { usleep(20_000) }
        if server.isRunning { kill(server.processIdentifier, SIGKILL) }
        server.waitUntilExit()
    }

    public enum Failure: Error, CustomStringConvertible {
        case notInstalled, exitedBeforeAnnouncing

        public var description: String {
            switch self {
            case .notInstalled: return "Xvfb is not installed (apt-get install -y xvfb)"
            case .exitedBeforeAnnouncing: return "Xvfb exited before announcing its display"
            }
        }
    }
}
