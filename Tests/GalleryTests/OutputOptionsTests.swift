import Foundation
import Testing
@testable import Gallery

/// The gallery's output options: by default the APNG, plus GIF and MP4 when ffmpeg is installed; what is
/// asked for otherwise; bad numbers refused.
@Suite struct OutputOptionsTests {
    @Test func theDefaultFormatsFollowFFmpeg() throws {
        let options = try OutputOptions.parse([])
        #expect(options.formats == (FFmpeg.path == nil ? [.apng] : [.apng, .gif, .mp4]))
        #expect(options.out == "gallery-out" && options.fps == 30 && options.scale == 2)
    }

    @Test func askedFormatsAreTheOnesWritten() throws {
        #expect(try OutputOptions.parse(["--format", "gif", "--format", "frames"]).formats == [.gif, .frames])
    }

    @Test func badNumbersAreRefused() {
        #expect(throws: (any Error).self) { try OutputOptions.parse(["--fps", "0"]) }
        #expect(throws: (any Error).self) { try OutputOptions.parse(["--scale", "5"]) }
    }
}
