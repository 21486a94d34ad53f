import Foundation
import Testing

/// `gallery live` where there is no X server: it says how to get one and exits with code 2, without crashing.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: LiveSession.galleryExecutable.path),
        "no gallery executable beside the tests"))
struct LiveWithoutDisplayTests {
    func runGallery(display: String?) throws -> (status: Int32, output: String) {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = LiveSession.galleryExecutable
        process.arguments = ["live", "page-scroll"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func withoutDISPLAYItSaysHowToGetADisplay() throws {
        let (status, output) = try runGallery(display: nil)
        #expect(status == 2)
        #expect(output.hasPrefix("gallery live: no X11 display: DISPLAY is not set\n"))
        #expect(output.contains("xvfb-run -s '-screen 0 1280x1024x24' swift run gallery live page-scroll"))
    }

    @Test func withADisplayNoServerAnswersOnItSaysSoToo() throws {
        let (status, output) = try runGallery(display: ":9876")
        #expect(status == 2)
        #expect(output.hasPrefix("gallery live: cannot open the X11 display \":9876\"\n"))
    }
}
