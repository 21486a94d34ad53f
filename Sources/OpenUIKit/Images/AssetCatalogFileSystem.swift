import Foundation

/// The file system as an asset catalog's storage: what `UIImage(named:)` and `UIColor(named:)` read.
struct AssetCatalogFileSystem: AssetCatalogStorage {
    func contents(atPath path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    func fileExists(atPath path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    func isDirectory(_ url: URL) -> Bool {
        ImageResourceLookup.isDirectory(url)
    }

    func entries(of directory: URL) -> [URL] {
        (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
    }
}
