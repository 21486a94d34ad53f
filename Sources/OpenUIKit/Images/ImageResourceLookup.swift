import Foundation
import OpenQuartzCore

/// Finds a named image or colour in a bundle as UIKit does: first in the bundle's asset catalogs
/// (`.xcassets` folders, which Xcode compiles into `Assets.car` and SwiftPM on Linux copies as they are),
/// then as loose files `name@3x.png`, `name@2x.png`, `name.png` (and `.jpg`, `.jpeg`, `.gif`), the variant
/// for the display scale first.
enum ImageResourceLookup {
    /// A file found for a name: its path, the scale it was made for and the rendering mode its catalog
    /// asks for.
    struct Found {
        let path: String
        let scale: CGFloat
        let renderingMode: UIImage.RenderingMode
    }

    /// The extensions tried for a loose file named without one.
    static let extensions = ["png", "jpg", "jpeg", "gif"]

    /// The scales to try, best first, for a display of `scale`: that scale, then the larger ones (which
    /// scale down well), then the smaller ones.
    static func preferredScales(for scale: CGFloat) -> [CGFloat] {
        let all: [CGFloat] = [1, 2, 3]
        let target = all.contains(scale) ? scale : 3
        return [target] + all.filter { $0 > target } + all.filter { $0 < target }.reversed()
    }

    /// The image file for `name` in `bundle` for a display of `scale`; nil when there is none.
    static func image(named name: String, in bundle: Bundle, scale: CGFloat) -> Found? {
        let scales = preferredScales(for: scale)
        for catalog in catalogs(in: bundle) {
            if let found = AssetCatalog.image(named: name, in: catalog, scales: scales) { return found }
        }
        return looseFile(named: name, in: bundle, scales: scales)
    }

    /// The directories a bundle's resources lie in (its resource directory, and its own directory, which
    /// is the same for SwiftPM's resource bundles on Linux).
    static func resourceDirectories(of bundle: Bundle) -> [URL] {
        var directories: [URL] = []
        for url in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0?.standardizedFileURL })
        where !directories.contains(url) {
            directories.append(url)
        }
        return directories
    }

    /// The asset catalogs of `bundle`: `.xcassets` folders at the top of its resource directories or one
    /// plain folder down (SwiftPM keeps a copied resource folder's structure); folders with an extension —
    /// other bundles, such as SwiftPM's `.resources` next to an executable — are not searched.
    static func catalogs(in bundle: Bundle) -> [URL] {
        let manager = FileManager.default
        var found: [URL] = []
        for directory in resourceDirectories(of: bundle) {
            let top = (try? manager.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
            for entry in top.sorted(by: { $0.path < $1.path }) {
                if entry.pathExtension == "xcassets" {
                    found.append(entry)
                } else if entry.pathExtension.isEmpty, isDirectory(entry) {
                    let inner = (try? manager.contentsOfDirectory(at: entry, includingPropertiesForKeys: nil)) ?? []
                    found += inner.filter { $0.pathExtension == "xcassets" }.sorted(by: { $0.path < $1.path })
                }
            }
        }
        return found
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `name@Nx.ext` files: the name's own extension if it has one, else each of ``extensions``.
    private static func looseFile(named name: String, in bundle: Bundle, scales: [CGFloat]) -> Found? {
        let given = (name as NSString).pathExtension
        let stem = given.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = given.isEmpty ? Self.extensions : [given]
        for directory in resourceDirectories(of: bundle) {
            for scale in scales {
                let suffix = scale == 1 ? "" : "@\(Int(scale))x"
                for ext in extensions {
                    let path = directory.appendingPathComponent("\(stem)\(suffix).\(ext)").path
                    if FileManager.default.fileExists(atPath: path) {
                        return Found(path: path, scale: scale, renderingMode: .automatic)
                    }
                }
            }
        }
        return nil
    }
}
