import Foundation
import OpenQuartzCore

/// Reads Xcode asset catalogs (`.xcassets` folders) as UIKit reads their compiled form: image sets
/// (`name.imageset/Contents.json` listing a file per scale, and `properties.template-rendering-intent`) and
/// colour sets (`name.colorset/Contents.json` with sRGB, Display P3 or grey components). Folders whose
/// `Contents.json` says `provides-namespace` prefix their assets' names with `folder/`. A `Contents.json`
/// that cannot be read is reported (``Diagnostic/Code/invalidImage``) and its asset is not found. The catalog is
/// read from the file system unless another `AssetCatalogStorage` is given (the fuzzer's catalogs in memory).
enum AssetCatalog {
    /// The image of the set named `name` in `catalog`: the entry for the first of `scales` it has (entries
    /// for the iPhone and universal idioms; one without a scale serves every scale as 1×).
    static func image(
        named name: String, in catalog: URL, scales: [CGFloat],
        storage: some AssetCatalogStorage = AssetCatalogFileSystem()
    ) -> ImageResourceLookup.Found? {
        guard let set = asset(named: name, kind: "imageset", in: catalog, storage: storage),
            let contents = contents(of: set, storage: storage)
        else {
            return nil
        }
        let entries = (contents["images"] as? [[String: Any]] ?? []).filter {
            ["universal", "iphone", nil].contains($0["idiom"] as? String) && $0["filename"] is String
        }
        let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        let mode: UIImage.RenderingMode =
            intent == "template" ? .alwaysTemplate : intent == "original" ? .alwaysOriginal : .automatic
        for scale in scales {
            for entry in entries where entryScale(entry) == scale || (entry["scale"] == nil && scale == scales[0]) {
                let path = set.appendingPathComponent(entry["filename"] as! String).path
                if storage.fileExists(atPath: path) {
                    return ImageResourceLookup.Found(path: path, scale: entryScale(entry), renderingMode: mode)
                }
            }
        }
        return nil
    }

    /// The colour of the set named `name` in `catalog`: its entry for any appearance (UIKit's light
    /// appearance); nil when there is none or its components cannot be read (reported).
    static func color(
        named name: String, in catalog: URL, storage: some AssetCatalogStorage = AssetCatalogFileSystem()
    ) -> UIColor? {
        guard let set = asset(named: name, kind: "colorset", in: catalog, storage: storage),
            let contents = contents(of: set, storage: storage)
        else {
            return nil
        }
        let entries = (contents["colors"] as? [[String: Any]] ?? []).filter {
            ["universal", "iphone", nil].contains($0["idiom"] as? String) && $0["appearances"] == nil
        }
        guard let color = entries.first?["color"] as? [String: Any],
            let components = color["components"] as? [String: Any]
        else {
            report(set, "no colour for any appearance with components")
            return nil
        }
        let value = { (key: String) in components[key].flatMap(componentValue) }
        if let white = value("white") {
            return UIColor(white: white, alpha: value("alpha") ?? 1)
        }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
            report(set, "components \(components) are not red, green, blue (or white) numbers")
            return nil
        }
        return UIColor(red: red, green: green, blue: blue, alpha: value("alpha") ?? 1)
    }

    /// A component as Xcode writes it: "0.502" (a fraction), "0x80" (hexadecimal) or "128" (0 … 255).
    static func componentValue(_ raw: Any) -> CGFloat? {
        if let number = raw as? NSNumber { return CGFloat(number.doubleValue) }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
        }
        if text.contains(".") { return Double(text).map { CGFloat($0) } }
        return UInt8(text).map { CGFloat($0) / 255 }
    }

    private static func entryScale(_ entry: [String: Any]) -> CGFloat {
        guard let text = entry["scale"] as? String, let value = Double(text.dropLast()) else { return 1 }
        return CGFloat(value)
    }

    /// The folder `name.kind` in `catalog`, with `folder/` parts of `name` matched against namespace
    /// folders and other folders searched through.
    private static func asset(
        named name: String, kind: String, in directory: URL, storage: some AssetCatalogStorage
    ) -> URL? {
        let direct = directory.appendingPathComponent("\(name).\(kind)")
        if storage.isDirectory(direct) { return direct }
        for folder in storage.entries(of: directory).sorted(by: { $0.path < $1.path })
        where folder.pathExtension.isEmpty && storage.isDirectory(folder) {
            let properties = contents(of: folder, required: false, storage: storage)?["properties"] as? [String: Any]
            if properties?["provides-namespace"] as? Bool == true {
                let prefix = folder.lastPathComponent + "/"
                if name.hasPrefix(prefix),
                    let found = asset(
                        named: String(name.dropFirst(prefix.count)), kind: kind, in: folder, storage: storage)
                {
                    return found
                }
            } else if let found = asset(named: name, kind: kind, in: folder, storage: storage) {
                return found
            }
        }
        return nil
    }

    /// The parsed `Contents.json` of `folder`; nil (and a report, when `required`) when it is missing or not
    /// a JSON object.
    private static func contents(
        of folder: URL, required: Bool = true, storage: some AssetCatalogStorage
    ) -> [String: Any]? {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = storage.contents(atPath: file.path) else {
            if required { report(folder, "it has no Contents.json") }
            return nil
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            report(folder, "its Contents.json is not a JSON object")
            return nil
        }
        return object
    }

    private static func report(_ folder: URL, _ why: String) {
        Diagnostics.report(
            .invalidImage, .warning, "Asset catalog entry \(folder.lastPathComponent) cannot be read: \(why)")
    }
}
