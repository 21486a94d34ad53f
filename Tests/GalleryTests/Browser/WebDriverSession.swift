import Foundation

/// A headless Chromium driven through chromedriver over W3C WebDriver (HTTP + JSON), for the gallery page's
/// browser test. It starts its own chromedriver on a free local port, with a temporary profile, and ends
/// both on `quit()`.
@MainActor
final class WebDriverSession {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// chromedriver and the Chromium binary it drives, when both are installed.
    nonisolated static var tools: (driver: String, browser: String)? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        let driver = path.map { "\($0)/chromedriver" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        // Debian's /usr/bin/chromium is a wrapper script; chromedriver wants the binary itself.
        let browser = ["/usr/lib/chromium/chromium"] + path.map { "\($0)/chromium" }
        guard let driver, let binary = browser.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return nil }
        return (driver, binary)
    }

    nonisolated static let missingToolsMessage =
        "The browser test needs chromium and chromedriver: run `make browser-test-deps` as root, or "
        + "`sudo apt-get install -y chromium chromium-driver`."

    private let process: Process
    private let http: LocalHTTPClient
    private let profile: URL
    private var session = ""

    /// Starts chromedriver and a headless Chromium session with a window of `width` × `height`.
    init(width: Int = 1400, height: Int = 1000) async throws {
        guard let tools = Self.tools else { throw Failure(description: Self.missingToolsMessage) }
        let port = UInt16.random(in: 20_000..<60_000)
        http = LocalHTTPClient(port: port)
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-chromium-\(UUID().uuidString)")
        process = Process()
        process.executableURL = URL(fileURLWithPath: tools.driver)
        process.arguments = ["--port=\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        do {
            try await start(options: [
                "binary": tools.browser,
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
                ],
            ])
        } catch {
            await quit()
            throw error
        }
    }

    private func start(options: [String: Any]) async throws {
        try await waitUntilReady()
        let capabilities: [String: Any] = [
            "browserName": "chrome", "goog:chromeOptions": options, "goog:loggingPrefs": ["browser": "ALL"],
        ]
        let created = try await send("POST", "session", ["capabilities": ["alwaysMatch": capabilities]])
        guard let id = (created as? [String: Any])?["sessionId"] as? String else {
            throw Failure(description: "chromedriver did not create a session: \(created)")
        }
        session = id
        _ = try await send("POST", "session/\(id)/timeouts", ["script": 60_000, "pageLoad": 60_000])
    }

    private func waitUntilReady() async throws {
        var lastError: (any Error)?
        for _ in 0..<100 {
            do {
                if let status = try await send("GET", "status", nil) as? [String: Any], status["ready"] as? Bool == true
                {
                    return
                }
            } catch {
                lastError = error
            }
            guard process.isRunning else { throw Failure(description: "chromedriver exited at start") }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        throw Failure(
            description: "chromedriver did not answer within 10 s: \(lastError.map { "\($0)" } ?? "not ready")")
    }

    /// Opens `url` and waits for it to load.
    func open(_ url: URL) async throws {
        _ = try await send("POST", "session/\(session)/url", ["url": url.absoluteString])
    }

    /// Runs `script` (a function body; `arguments` holds `args`) and returns its value.
    func execute(_ script: String, _ args: [Any] = []) async throws -> Any {
        try await send("POST", "session/\(session)/execute/sync", ["script": script, "args": args])
    }

    /// Runs `script`, an expression giving a promise, and returns what the promise resolves to.
    func evaluate(_ script: String) async throws -> Any {
        let body = """
            const done = arguments[arguments.length - 1];
            Promise.resolve().then(() => \(script)).then(done, (error) => done({ scriptError: String(error) }));
            """
        let value = try await send("POST", "session/\(session)/execute/async", ["script": body, "args": []])
        if let error = (value as? [String: Any])?["scriptError"] {
            throw Failure(description: "script failed: \(error)")
        }
        return value
    }

    /// Clicks the element that `selector` (CSS) finds, as a user does (scrolled into view first).
    func click(_ selector: String) async throws {
        let found = try await send("POST", "session/\(session)/element", ["using": "css selector", "value": selector])
        guard let element = (found as? [String: Any])?.first(where: { $0.key.hasPrefix("element-") })?.value as? String
        else { throw Failure(description: "no element \(selector)") }
        _ = try await send("POST", "session/\(session)/element/\(element)/click", [:])
    }

    /// The browser's console log since the last call: level (`SEVERE`, `WARNING`, `INFO`…) and message.
    func browserLog() async throws -> [(level: String, message: String)] {
        let entries = try await send("POST", "session/\(session)/se/log", ["type": "browser"]) as? [[String: Any]] ?? []
        return entries.map { (level: $0["level"] as? String ?? "", message: $0["message"] as? String ?? "") }
    }

    /// Ends the session and chromedriver, and removes the profile.
    func quit() async {
        if !session.isEmpty { _ = try? await send("DELETE", "session/\(session)", nil) }
        // chromedriver leaves on its own `shutdown` command; under the test runner it ignores SIGTERM.
        _ = try? await send("GET", "shutdown", nil)
        for _ in 0..<50 where process.isRunning { try? await Task.sleep(nanoseconds: 100_000_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
    }

    /// One WebDriver command; returns the answer's `value`, or throws its error.
    private func send(_ method: String, _ path: String, _ body: [String: Any]?) async throws -> Any {
        let data = try http.send(method, path, body: try body.map { try JSONSerialization.data(withJSONObject: $0) })
        let answer = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any]
        let value = answer?["value"] ?? NSNull()
        if let error = (value as? [String: Any])?["error"] as? String {
            let message = (value as? [String: Any])?["message"] as? String ?? ""
            throw Failure(description: "WebDriver \(path): \(error): \(message)")
        }
        return value
    }
}
