import Foundation
import Testing
@testable import OpenUIKit

/// Replays the corpus the coverage-guided fuzzer (scripts/fuzz/AssetCatalogFuzzer.swift, `make fuzz-decoders`)
/// keeps in Tests/FuzzCorpus/AssetCatalog, as the fuzzer feeds it: each input is the `Contents.json` of an image
/// set, of a colour set and of the folder holding them. Every lookup answers — an asset, or nil with the one
/// report an unreadable `Contents.json` gets — and the seeds, Xcode's own files, read as Xcode means them.
@Suite struct AssetCatalogCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzCorpus/AssetCatalog")

    /// A catalog holding `Group/Icon.imageset` (with files for 1×, 2× and 3×) and `Group/Tint.colorset`, with
    /// `contents` as the `Contents.json` of the group and of both sets.
    static func catalog(with contents: Data) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "AssetCatalogCorpusTests-\(UUID().uuidString)/Fuzz.xcassets")
        for set in ["Group/Icon.imageset", "Group/Tint.colorset"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(set), withIntermediateDirectories: true)
        }
        for file in ["Icon.png", "Icon@2x.png", "Icon@3x.png", "Icon-ipad.png"] {
            _ = FileManager.default.createFile(
                atPath: root.appendingPathComponent("Group/Icon.imageset/\(file)").path, contents: Data())
        }
        for folder in ["Group", "Group/Icon.imageset", "Group/Tint.colorset"] {
            try contents.write(to: root.appendingPathComponent("\(folder)/Contents.json"))
        }
        return root
    }

    @Test func everyInputAnswersOrIsReported() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        #expect(files.count >= 9)
        var images: Set<String> = []
        var colors: Set<String> = []
        var reported: Set<String> = []
        for file in files {
            let catalog = try Self.catalog(with: try Data(contentsOf: file))
            defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
            let reports = Diagnostics.capture {
                if AssetCatalog.image(named: "Icon", in: catalog, scales: [3, 2, 1]) != nil {
                    images.insert(file.lastPathComponent)
                }
                if AssetCatalog.color(named: "Tint", in: catalog) != nil { colors.insert(file.lastPathComponent) }
            }
            #expect(reports.allSatisfy { $0.code == .invalidImage }, "\(file.lastPathComponent): \(reports)")
            if !reports.isEmpty { reported.insert(file.lastPathComponent) }
        }
        // Xcode's image sets list files by scale; its colour sets give components for any appearance.
        #expect(images.isSuperset(of: ["star.imageset.json", "glyph.imageset.json", "Photos-leaf.imageset.json"]))
        #expect(colors.isSuperset(of: ["Brand.colorset.json", "Mist.colorset.json"]))
        // Faded's red is "lots": no colour, and the report.
        #expect(!colors.contains("Faded.colorset.json"))
        #expect(reported.contains("Faded.colorset.json"))
        #expect(images.isDisjoint(with: ["Smudge.colorset.json", "Icons.json"]))
    }
}
