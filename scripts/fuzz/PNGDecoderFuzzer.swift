// libFuzzer entry point for PNGDecoder, compiled into the OpenCoreGraphics module by scripts/fuzz-decoders.sh.
// Each input has its chunks' CRCs rewritten first (PNGDecoder.withChunkCRCsRewritten), so the fuzzer reaches the
// header checks, inflate, the row filters and the pixel expansion. The decoder must throw or decode — never
// crash, hang or over-allocate.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    _ = try? PNGDecoder.decode(Data(PNGDecoder.withChunkCRCsRewritten(bytes)))
    return 0
}
