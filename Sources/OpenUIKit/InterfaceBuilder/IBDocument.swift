import Foundation
import OpenQuartzCore

/// A parsed Interface Builder document — a storyboard or a xib in Xcode's XML format — with its elements
/// indexed by `id` and its resources (system and named colours). Documents are parsed once per file and
/// kept (`cached(at:)`), so later instantiations only make objects.
@MainActor
final class IBDocument {
    /// What the document is, from its root's `type`.
    enum Kind {
        case storyboard, xib
    }

    /// The document's root element types, as Xcode writes them.
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    let kind: Kind
    let root: IBElement
    /// The file's name without extension, for messages.
    let name: String
    /// The bundle the file came from: images and named colours are looked up there.
    let bundle: Bundle?
    private(set) var elementsByID: [String: IBElement] = [:]
    /// The colours of the document's `<resources>`: `systemColor` and `namedColor` definitions, by name.
    private(set) var resourceColors: [String: IBElement] = [:]

    /// The view attributes of the view elements made so far, by element: read once per document.
    private var viewAttributes: [ObjectIdentifier: IBViewAttributes] = [:]

    /// The colours made from the document's `<color>` elements so far, by element. A colour is immutable,
    /// so the views of every instantiation share it, as UIKit's views share the system colours.
    private var colors: [ObjectIdentifier: UIColor?] = [:]

    /// How many elements with an `id` the subtree of each element asked about holds, by element.
    private var identifiedCounts: [ObjectIdentifier: Int] = [:]

    private static var cache: [String: IBDocument] = [:]

    /// Reads `data` as an Interface Builder document. Nil, after reporting why, when it is not one.
    init?(data: Data, name: String, bundle: Bundle?) {
        let root: IBElement
        switch IBDocumentReader.read(data) {
        case .success(let element):
            root = element
        case .failure(let failure):
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .exception,
                "Could not load the Interface Builder file '\(name)': \(failure.description)")
            return nil
        }
        switch (root.name, root["type"]) {
        case ("document", Self.storyboardType): kind = .storyboard
        case ("document", Self.xibType): kind = .xib
        default:
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .exception,
                "Could not load the Interface Builder file '\(name)': <\(root.name) type=\"\(root["type"] ?? "")\"> is not a Cocoa Touch storyboard or xib document"
            )
            return nil
        }
        self.root = root
        self.name = name
        self.bundle = bundle
        var unknown = Set<String>()
        root.forEachElement { element in
            if let id = element.id { elementsByID[id] = element }
            if let colorName = element["name"], element.name == "systemColor" || element.name == "namedColor" {
                resourceColors[colorName] = element.child("color")
            }
            IBVocabulary.unknownContent(of: element).forEach { unknown.insert($0) }
        }
        for description in unknown.sorted() {
            Diagnostics.report(
                .unknownInterfaceBuilderContent, .warning,
                "Interface Builder file '\(name)': \(description) is not supported and is ignored")
        }
    }

    /// The document of the file at `url`, parsed on first use and kept. Nil, after reporting why, when
    /// the file cannot be read or is not an Interface Builder document.
    static func cached(at url: URL, name: String, bundle: Bundle?) -> IBDocument? {
        if let document = cache[url.path] { return document }
        guard let data = try? Data(contentsOf: url) else {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .exception,
                "Could not load the Interface Builder file '\(name)': \(url.path) cannot be read")
            return nil
        }
        guard let document = IBDocument(data: data, name: name, bundle: bundle) else { return nil }
        cache[url.path] = document
        return document
    }

    /// Forgets every parsed document (the next load reads its file again).
    static func removeCachedDocuments() {
        cache.removeAll()
    }

    /// What the view element `element` says of its view, read the first time it is asked for.
    func viewAttributes(of element: IBElement) -> IBViewAttributes {
        if let values = viewAttributes[ObjectIdentifier(element)] { return values }
        let values = IBViewAttributes(element)
        viewAttributes[ObjectIdentifier(element)] = values
        return values
    }

    /// The colour of the `<color>` element `element`, made by `make` the first time it is asked for.
    func color(of element: IBElement, making make: (IBElement) -> UIColor?) -> UIColor? {
        if let known = colors[ObjectIdentifier(element)] { return known }
        let made = make(element)
        colors[ObjectIdentifier(element)] = .some(made)
        return made
    }

    /// How many elements with an `id` (the objects an instantiation may make) `element`'s subtree holds,
    /// counted the first time it is asked for.
    func identifiedElementCount(in element: IBElement) -> Int {
        if let count = identifiedCounts[ObjectIdentifier(element)] { return count }
        var count = 0
        element.forEachElement { if $0.id != nil { count += 1 } }
        identifiedCounts[ObjectIdentifier(element)] = count
        return count
    }

    /// The element with `id`.
    func element(withID id: String) -> IBElement? {
        elementsByID[id]
    }
}
