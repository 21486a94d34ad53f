// libFuzzer entry point for the Interface Builder reader, compiled by scripts/fuzz-decoders.sh as a module over
// OpenUIKit (built with -enable-testing). Each input is a xib's bytes, loaded with UINib(data:bundle:) and
// instantiated: the XML reader (FoundationXML), the document model and the objects it makes must report or
// load — never crash, hang or over-allocate. Reports are captured, not printed.
import Foundation
import OpenQuartzCore
@testable import OpenUIKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    MainActor.assumeIsolated {
        _ = Diagnostics.capture { _ = UINib(data: data, bundle: nil).instantiate(withOwner: nil) }
    }
    return 0
}
