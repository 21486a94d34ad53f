// libFuzzer entry point for PNGDecoder and APNGDecoder, compiled into the OpenCoreGraphics module by
// scripts/fuzz-decoders.sh. Each input has its chunks' CRCs rewritten first (PNGDecoder.withChunkCRCsRewritten), so
// the fuzzer reaches the header checks, inflate, the row filters, the pixel expansion and the APNG frames. Every
// input goes through APNGDecoder (UIImage(data:)'s path: a still PNG's one image, or every frame composed on the
// canvas); an animated one also through PNGDecoder, which decodes its default image. Both must throw or decode —
// never crash, hang or over-allocate.
//
// Only images of at most `fuzzedPixelCount` pixels are decoded past their chunks: the row filters, the pixel
// expansion and the frame composition run the same code at any size, and a 375 × 667 seed took a fifth of a
// second of instrumented CPU per execution, which kept the run far from its million executions. Larger headers
// still go through the chunk and header checks (`PNGChunks`), where a forged size is refused.
import Foundation

private let fuzzedPixelCount = 1 << 14

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(PNGDecoder.withChunkCRCsRewritten([UInt8](UnsafeRawBufferPointer(start: start, count: count))))
    guard let file = try? PNGChunks(data), file.header.width * file.header.height <= fuzzedPixelCount else { return 0 }
    _ = try? APNGDecoder.decode(data)
    if file.animationControl != nil { _ = try? PNGDecoder.decode(data) }
    return 0
}
