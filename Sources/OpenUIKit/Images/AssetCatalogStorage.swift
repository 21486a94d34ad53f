import Foundation

/// Where `AssetCatalog` reads a catalog's folders and files: the file system for `UIImage(named:)` and
/// `UIColor(named:)` (`AssetCatalogFileSystem`), or memory (`AssetCatalogMemory`) for the coverage-guided fuzzer,
/// which feeds the same reader thousands of catalogs a second without writing files.
protocol AssetCatalogStorage: Sendable {
    /// The bytes of the file at `path`; nil when there is none.
    func contents(atPath path: String) -> Data?
    /// Whether `path` names a file or a folder.
    func fileExists(atPath path: String) -> Bool
    /// Whether `url` names a folder.
    func isDirectory(_ url: URL) -> Bool
    /// The files and folders directly inside `directory`, in no particular order; empty when it is not a folder.
    func entries(of directory: URL) -> [URL]
}
