import Foundation

/// A catalog held in memory as the file system would hold it: files by path and the folders above them. The
/// coverage-guided fuzzer (`scripts/fuzz/AssetCatalogFuzzer.swift`) reads its catalogs from here, and
/// `AssetCatalogCorpusTests` checks that every corpus input gets the same answers and reports from memory as from
/// the file system.
struct AssetCatalogMemory: AssetCatalogStorage {
    private var files: [String: Data] = [:]
    private var folders: Set<String> = []

    init() {}

    /// Stores `data` as the file at `path` (an absolute path), making the folders above it.
    mutating func write(_ data: Data, atPath path: String) {
        files[path] = data
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > 1, folders.insert(folder).inserted {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    func contents(atPath path: String) -> Data? {
        files[path]
    }

    func fileExists(atPath path: String) -> Bool {
        files[path] != nil || folders.contains(path)
    }

    func isDirectory(_ url: URL) -> Bool {
        folders.contains(url.path)
    }

    func entries(of directory: URL) -> [URL] {
        let parent = directory.path
        let children = files.keys.filter { ($0 as NSString).deletingLastPathComponent == parent }.map {
            URL(fileURLWithPath: $0, isDirectory: false)
        }
        return children
            + folders.filter { ($0 as NSString).deletingLastPathComponent == parent }.map {
                URL(fileURLWithPath: $0, isDirectory: true)
            }
    }
}
