// libFuzzer entry point for the asset-catalog reader, compiled by scripts/fuzz-decoders.sh as a module over
// OpenUIKit (built with -enable-testing). Each input is written as the Contents.json of an image set, of a colour
// set and of the folder holding them, in a catalog in a temporary folder, and both assets are looked up
// (UIImage(named:) and UIColor(named:) read catalogs through these calls): the reader must report or answer —
// never crash, hang or over-allocate. Reports are captured, not printed.
import Foundation
import OpenQuartzCore
@testable import OpenUIKit

private let catalog: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "AssetCatalogFuzzer-\(ProcessInfo.processInfo.processIdentifier)/Fuzz.xcassets")
    for set in ["Group/Icon.imageset", "Group/Tint.colorset"] {
        try? FileManager.default.createDirectory(
            at: root.appendingPathComponent(set), withIntermediateDirectories: true)
    }
    for file in ["Icon.png", "Icon@2x.png", "Icon@3x.png", "Icon-ipad.png"] {
        _ = FileManager.default.createFile(
            atPath: root.appendingPathComponent("Group/Icon.imageset/\(file)").path, contents: Data())
    }
    return root
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    for folder in ["Group", "Group/Icon.imageset", "Group/Tint.colorset"] {
        try? data.write(to: catalog.appendingPathComponent("\(folder)/Contents.json"))
    }
    MainActor.assumeIsolated {
        _ = Diagnostics.capture {
            for name in ["Icon", "Group/Icon"] {
                _ = AssetCatalog.image(named: name, in: catalog, scales: [3, 2, 1])
                _ = AssetCatalog.color(named: name.replacingOccurrences(of: "Icon", with: "Tint"), in: catalog)
            }
        }
    }
    return 0
}
