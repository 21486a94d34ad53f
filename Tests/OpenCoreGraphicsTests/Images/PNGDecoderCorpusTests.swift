import Foundation
import Testing
@testable import OpenCoreGraphics

/// Replays the decoder fuzzer's regression corpus (Tests/FuzzCorpus/PNGDecoder, grown by
/// scripts/fuzz-decoders.sh): every input decodes or is refused with a `PNGDecodingError`, as a still image
/// (`PNGDecoder`) and as an animation (`APNGDecoder`, which the fuzzer feeds every input) — none crashes.
/// The fuzzer rewrites each chunk's CRC before decoding (`PNGDecoder.withChunkCRCsRewritten`), so the replay
/// does the same.
struct PNGDecoderCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzCorpus/PNGDecoder")

    @Test func everyCorpusInputDecodesOrIsRefused() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        #expect(files.count >= 6)
        var decoded = 0
        var decodedAnimations = 0
        for file in files {
            let bytes = PNGDecoder.withChunkCRCsRewritten([UInt8](try Data(contentsOf: file)))
            do {
                _ = try PNGDecoder.decode(Data(bytes))
                decoded += 1
            } catch is PNGDecodingError {}
            do {
                _ = try APNGDecoder.decode(Data(bytes))
                decodedAnimations += 1
            } catch is PNGDecodingError {}
        }
        // The seeds are real PNGs; the APNG seeds are animations, a still PNG is an animation of one frame.
        #expect(decoded >= 5)
        #expect(decodedAnimations >= 5)
    }
}
