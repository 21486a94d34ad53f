import Foundation
import Testing
@testable import OpenCoreGraphics

/// Replays the JPEG decoder fuzzer's regression corpus (Tests/FuzzCorpus/JPEGDecoder, grown by
/// scripts/fuzz-decoders.sh): every input decodes or is refused with a `JPEGDecodingError`, and the EXIF reader
/// answers an orientation in 1 … 8 — none crashes.
struct JPEGDecoderCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzCorpus/JPEGDecoder")

    @Test func everyCorpusInputDecodesOrIsRefused() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        #expect(files.count >= 6)
        var decoded = 0, refused = 0
        for file in files {
            let data = try Data(contentsOf: file)
            #expect((1...8).contains(JPEGDecoder.exifOrientation(of: data)))
            do {
                _ = try JPEGDecoder.decode(data)
                decoded += 1
            } catch is JPEGDecodingError {
                refused += 1
            }
        }
        // The seeds include whole JPEGs and damaged ones.
        #expect(decoded >= 4 && refused >= 2)
    }
}
