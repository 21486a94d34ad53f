import Foundation
import OpenQuartzCore

/// A nib: the objects of an Xcode `.xib` file, made on demand (UIKit's `UINib`).
///
/// The file is read as Xcode writes it (XML; nothing is compiled), parsed once per file and kept; each
/// `instantiate(withOwner:options:)` makes fresh objects.
@preconcurrency @MainActor
open class UINib {
    /// Keys of the options of `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dictionary of objects, by the placeholder identifiers the nib gives its external objects.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name (the file name without extension), for messages.
    let name: String
    private let source: Source

    private enum Source {
        case file(Bundle)
        case data(Data, Bundle?)
    }

    /// The nib `name.xib` of `bundleOrNil` (the main bundle when nil). The file is looked up when the nib is
    /// first instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        source = .file(bundleOrNil ?? .main)
    }

    /// A nib from the contents of a `.xib` file; images and named colours are looked up in
    /// `bundleOrNil`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "data"
        source = .data(data, bundleOrNil)
    }

    /// Makes the nib's objects (UIKit's order: every object made, then outlets and actions connected, then
    /// `awakeFromNib()` on each) with `ownerOrNil` as File's Owner and the objects of
    /// `options[.externalObjects]` as the external placeholders; returns the top-level objects, in the
    /// file's order. A nib that is not found or not a well-formed xib is reported ("Could not load NIB in
    /// bundle …") and makes nothing.
    @discardableResult
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let document = loadDocument() else { return [] }
        guard document.kind == .xib else {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .exception,
                "The nib '\(name)' is a storyboard: open it with UIStoryboard(name:bundle:)")
            return []
        }
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        let instantiation = IBInstantiation(document: document, storyboard: nil)
        instantiation.reserveRoom(for: document.root)
        var topLevelObjects: [Any] = []
        for element in document.root.children(of: "objects") {
            if element.name == "placeholder" {
                let identifier = element["placeholderIdentifier"]
                let object = identifier == "IBFilesOwner" ? ownerOrNil : identifier.flatMap { externals[$0] }
                if let object = object.map({ $0 as AnyObject }) {
                    instantiation.register(placeholder: object, for: element)
                }
            } else if let object = instantiation.makeObject(element) {
                topLevelObjects.append(object)
            }
        }
        instantiation.connectAndAwake()
        return topLevelObjects
    }

    private func loadDocument() -> IBDocument? {
        switch source {
        case .file(let bundle):
            guard let url = bundle.url(forResource: name, withExtension: "xib") else {
                Diagnostics.report(
                    .invalidInterfaceBuilderDocument, .exception,
                    "Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name)'")
                return nil
            }
            return IBDocument.cached(at: url, name: name, bundle: bundle)
        case .data(let data, let bundle):
            return IBDocument(data: data, name: name, bundle: bundle)
        }
    }
}
