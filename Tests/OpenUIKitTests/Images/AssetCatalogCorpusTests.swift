import Foundation
import Testing
@testable import OpenUIKit

/// Replays the corpus the coverage-guided fuzzer (scripts/fuzz/AssetCatalogFuzzer.swift, `make fuzz-decoders`)
/// keeps in Tests/FuzzCorpus/AssetCatalog, as the fuzzer feeds it: each input is the `Contents.json` of an image
/// set, of a colour set and of the folder holding them. Every lookup answers — an asset, or nil with the one
/// report an unreadable `Contents.json` gets — and the seeds, Xcode's own files, read as Xcode means them.
/// On the main actor, as every suite that captures reports: a capture is the one diagnostics channel's, and a
/// capture on another thread would take the reports of the main actor's tests.
@MainActor @Suite struct AssetCatalogCorpusTests {
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

    /// The image set's file (path, scale, rendering mode), the colour set's colour and the reports of looking both
    /// up in `catalog`, read from `storage`.
    static func answers(
        in catalog: URL, storage: some AssetCatalogStorage
    ) -> (image: String?, color: UIColor?, reports: [Diagnostic]) {
        var image: String?
        var color: UIColor?
        let reports = Diagnostics.capture {
            image = AssetCatalog.image(named: "Icon", in: catalog, scales: [3, 2, 1], storage: storage).map {
                "\($0.path) \($0.scale) \($0.renderingMode.rawValue)"
            }
            color = AssetCatalog.color(named: "Tint", in: catalog, storage: storage)
        }
        return (image, color, reports)
    }

    /// Every file (not folder) under `folder`.
    static func files(under folder: URL) throws -> [URL] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).map { folder.appendingPathComponent($0) }
            .filter { !ImageResourceLookup.isDirectory($0) }
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
            let answers = Self.answers(in: catalog, storage: AssetCatalogFileSystem())
            #expect(answers.reports.allSatisfy { $0.code == .invalidImage }, "\(file.lastPathComponent): \(answers)")
            if answers.image != nil { images.insert(file.lastPathComponent) }
            if answers.color != nil { colors.insert(file.lastPathComponent) }
            if !answers.reports.isEmpty { reported.insert(file.lastPathComponent) }
            // The fuzzer reads the same catalog from memory: it must get the same answers and reports.
            var memory = AssetCatalogMemory()
            for entry in try Self.files(under: catalog) {
                memory.write(try Data(contentsOf: entry), atPath: entry.path)
            }
            let fromMemory = Self.answers(in: catalog, storage: memory)
            #expect(fromMemory.image == answers.image, "\(file.lastPathComponent)")
            #expect(fromMemory.color == answers.color, "\(file.lastPathComponent)")
            // A report quotes the components as a dictionary, whose order differs from one dictionary to another:
            // the reports are compared up to it.
            let summary = { (report: Diagnostic) in "\(report.code) \(report.message.prefix { $0 != "[" })" }
            #expect(fromMemory.reports.map(summary) == answers.reports.map(summary), "\(file.lastPathComponent)")
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
