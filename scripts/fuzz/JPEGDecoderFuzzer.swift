// libFuzzer entry point for JPEGDecoder (libjpeg-turbo behind the CJPEG shim), compiled into the
// OpenCoreGraphics module by scripts/fuzz-decoders.sh. The decoder and the EXIF orientation reader must throw or
// decode — never crash, hang or over-allocate; libjpeg's error longjmp must stay inside C.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    _ = JPEGDecoder.exifOrientation(of: data)
    _ = try? JPEGDecoder.decode(data)
    return 0
}
