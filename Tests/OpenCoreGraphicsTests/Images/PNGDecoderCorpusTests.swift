import Foundation
import Testing
@testable import OpenCoreGraphics

/// Replays the decoder fuzzer's regression corpus (Tests/FuzzCorpus/PNGDecoder, grown by
/// scripts/fuzz-decoders.sh): every input decodes or is refused with a `PNGDecodingError` — none crashes.
/// The fuzzer rewrites each chunk's CRC before decoding (`PNGDecoder.withChunkCRCsRewritten`), so the replay
/// does the same.
struct PNGDecoderCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzCorpus/PNGDecoder")

    @Test func everyCorpusInputDecodesOrIsRefused() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        #expect(files.count >= 6)
        var decoded = 0
        for file in files {
            let bytes = PNGDecoder.withChunkCRCsRewritten([UInt8](try Data(contentsOf: file)))
            do {
                _ = try PNGDecoder.decode(Data(bytes))
                decoded += 1
            } catch is PNGDecodingError {
                continue
            }
        }
        // The seeds are real PNGs.
        #expect(decoded >= 5)
    }
}
