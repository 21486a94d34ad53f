// libFuzzer entry point for the asset-catalog reader, compiled by scripts/fuzz-decoders.sh as a module over
// OpenUIKit (built with -enable-testing). Each input is the Contents.json of an image set, of a colour set and of
// the folder holding them, in a catalog held in memory (AssetCatalogMemory: the reader is the one UIImage(named:)
// and UIColor(named:) use, only its files come from memory, so no input writes a file), and both assets are
// looked up: the reader must report or answer — never crash, hang or over-allocate. Reports are captured, not
// printed. AssetCatalogCorpusTests checks that the corpus gets the same answers from memory as from files.
import Foundation
import OpenQuartzCore
@testable import OpenUIKit

private let catalog = URL(fileURLWithPath: "/AssetCatalogFuzzer/Fuzz.xcassets", isDirectory: true)

/// The catalog's image files (empty: the reader only checks that they exist).
private let images: AssetCatalogMemory = {
    var memory = AssetCatalogMemory()
    for file in ["Icon.png", "Icon@2x.png", "Icon@3x.png", "Icon-ipad.png"] {
        memory.write(Data(), atPath: catalog.appendingPathComponent("Group/Icon.imageset/\(file)").path)
    }
    return memory
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    var storage = images
    for folder in ["Group", "Group/Icon.imageset", "Group/Tint.colorset"] {
        storage.write(data, atPath: catalog.appendingPathComponent("\(folder)/Contents.json").path)
    }
    MainActor.assumeIsolated {
        _ = Diagnostics.capture {
            for name in ["Icon", "Group/Icon"] {
                _ = AssetCatalog.image(named: name, in: catalog, scales: [3, 2, 1], storage: storage)
                _ = AssetCatalog.color(
                    named: name.replacingOccurrences(of: "Icon", with: "Tint"), in: catalog, storage: storage)
            }
        }
    }
    return 0
}
