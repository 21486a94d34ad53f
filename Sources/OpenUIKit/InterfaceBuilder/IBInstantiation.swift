import Foundation
import OpenQuartzCore

/// One instantiation of (part of) an Interface Builder document: makes the objects of a set of elements
/// with `init?(coder:)`, then connects outlets and actions, then sends `awakeFromNib()` — UIKit's order for
/// `UINib.instantiate(withOwner:options:)` and for a storyboard controller's view.
@MainActor
final class IBInstantiation {
    let document: IBDocument
    /// The storyboard a controller made here belongs to (nil for a xib).
    let storyboard: UIStoryboard?
    // The tables below are touched only by the instantiation's own methods, on the main actor, one call at
    // a time, none opening a second access while one is open: they skip the runtime's exclusivity
    // bookkeeping (every object made and every constraint's items go through them).

    /// The objects made (and the placeholders: File's Owner), by element `id`.
    @exclusivity(unchecked) private(set) var objects: [String: AnyObject] = [:]
    /// The elements whose connections are made once every object exists, with their objects, in document order.
    @exclusivity(unchecked) private var connectionSources: [(element: IBElement, object: AnyObject)] = []
    /// The objects made, in the order they were made: `awakeFromNib()` goes to them in this order.
    @exclusivity(unchecked) private var madeObjects: [AnyObject] = []
    /// Segue elements of buttons, bar items and cells, with the object that triggers them.
    private(set) var triggeredSegues: [(element: IBElement, sender: AnyObject)] = []
    /// The outside objects of the prototypes made here, resolved once every object exists.
    private var prototypeOutsides: [IBOutsideObjects] = []

    init(document: IBDocument, storyboard: UIStoryboard?) {
        self.document = document
        self.storyboard = storyboard
    }

    /// Makes room for the objects of `element`'s subtree (its elements with an `id`), so that the tables
    /// of the objects made do not grow one object at a time.
    func reserveRoom(for element: IBElement) {
        let count = document.identifiedElementCount(in: element)
        objects.reserveCapacity(count)
        connectionSources.reserveCapacity(count)
        madeObjects.reserveCapacity(count)
    }

    /// Registers an object the file refers to without making it (File's Owner, a storyboard scene's
    /// controller while its view is made), with the connections its element declares.
    func register(placeholder object: AnyObject, for element: IBElement) {
        if let id = element.id { objects[id] = object }
        connectionSources.append((element, object))
    }

    /// Notes `object` as made from `element`: called by `init?(coder:)` as soon as the object exists, so
    /// that constraints and connections can find it.
    func register(_ object: AnyObject, for element: IBElement) {
        if let id = element.id { objects[id] = object }
        connectionSources.append((element, object))
        madeObjects.append(object)
    }

    /// Registers an object that stands for an element without being made from it (a view's safe-area
    /// guide, a cell's content view).
    func register(alias object: AnyObject, for element: IBElement) {
        if let id = element.id { objects[id] = object }
        connectionSources.append((element, object))
    }

    /// Registers an object outside the elements made here that their connections name (a prototype cell's
    /// scene controller): connections find it, it makes none of its own and is not awoken.
    func register(outside object: AnyObject, id: String) {
        objects[id] = object
    }

    /// The objects outside `prototype` its connections name, found among this instantiation's objects
    /// once they all exist.
    func outsideObjects(of prototype: IBElement) -> IBOutsideObjects {
        let outside = IBOutsideObjects(prototype: prototype)
        if !outside.ids.isEmpty { prototypeOutsides.append(outside) }
        return outside
    }

    /// The object made for the element with `id`.
    func object(withID id: String) -> AnyObject? {
        objects[id]
    }

    // MARK: Making objects

    /// Makes the object of `element`: its `customClass` when it names a subclass of the element's UIKit
    /// class, else that class (an unknown custom class is reported as UIKit logs it), through
    /// `init?(coder:)`. Nil for an element that is not an object.
    func makeObject(_ element: IBElement) -> AnyObject? {
        guard let base = IBVocabulary.objectClass(of: element.name) else { return nil }
        let objectClass = resolvedClass(of: element, base: base)
        let coder = IBCoder(element: element, instantiation: self)
        switch objectClass {
        case let viewClass as UIView.Type:
            return viewClass.init(coder: coder) ?? reportRefusal(of: element, by: viewClass)
        case let controllerClass as UIViewController.Type:
            return controllerClass.init(coder: coder) ?? reportRefusal(of: element, by: controllerClass)
        case let recognizerClass as UIGestureRecognizer.Type:
            let recognizer = recognizerClass.init()
            register(recognizer, for: element)
            decodeGestureRecognizer(recognizer, from: element)
            return recognizer
        default:
            return nil
        }
    }

    /// Reports a class whose `init?(coder:)` returned nil (the object is left out, with what it would
    /// have held); returns nil.
    private func reportRefusal(of element: IBElement, by objectClass: AnyClass) -> AnyObject? {
        Diagnostics.report(
            .invalidInterfaceBuilderDocument, .exception,
            "\(document.name): \(objectClass).init?(coder:) returned nil for \(element.id ?? element.name); it is left out"
        )
        return nil
    }

    /// The class to make for `element`: `customClass` (qualified with `customModule`, else with the
    /// modules the file's bundle and the main bundle stand for) when it is a subclass of `base`.
    func resolvedClass(of element: IBElement, base: AnyClass) -> AnyClass {
        guard let name = element["customClass"] else { return base }
        if let found = Self.lookUpClass(named: name, of: element, bundle: document.bundle),
            isSubclass(found, of: base)
        {
            return found
        }
        Diagnostics.report(
            .unknownInterfaceBuilderClass, .warning,
            "Unknown class \(name) in Interface Builder file. (\(document.name): a \(base) is made instead)")
        return base
    }

    private func isSubclass(_ candidate: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = candidate
        while let type = current {
            if type == base { return true }
            current = _getSuperclass(type)
        }
        return false
    }

    /// The class `Module.Name` of `element`'s custom class for the first module that has one: the file's
    /// target when `customModuleProvider="target"` (Xcode writes the module of the target the file belongs
    /// to, so the file's bundle says it, as a target renamed or split keeps it) then `customModule`; with
    /// only `customModule`, that module; with neither, the module of `bundle` (a SwiftPM resource bundle is
    /// `Package_Module.resources`) then the main bundle's executable.
    static func lookUpClass(named name: String, of element: IBElement, bundle: Bundle?) -> AnyClass? {
        let bundleModule = bundle.flatMap(moduleName(of:))
        let executable = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent
        let modules: [String?] =
            switch (element["customModule"], element["customModuleProvider"]) {
            case (let module?, "target"): [bundleModule, module]
            case (let module?, _): [module]
            case (nil, _): [bundleModule, executable]
            }
        for case let module? in modules {
            if let found = NSClassFromString("\(module).\(name)") { return found }
        }
        return nil
    }

    /// The module a SwiftPM resource bundle belongs to (`OpenUIKit_OpenUIKitTests.resources` →
    /// `OpenUIKitTests`), else the bundle's executable name.
    private static func moduleName(of bundle: Bundle) -> String? {
        let last = bundle.bundleURL.deletingPathExtension().lastPathComponent
        if bundle.bundleURL.pathExtension == "resources", let underscore = last.lastIndex(of: "_") {
            return String(last[last.index(after: underscore)...])
        }
        return bundle.executableURL?.deletingPathExtension().lastPathComponent
    }

    /// The value of a keyed child element, as `IBCoder.decodeObject(forKey:)` returns it: a colour, a
    /// font, a string, a number, a rect, else the object made from it.
    func decodeValue(of element: IBElement) -> Any? {
        switch element.name {
        case "color": return color(from: element)
        case "fontDescription": return IBValues.font(from: element)
        case "string": return element["value"] ?? element.text
        case "real", "integer": return element.double("value")
        case "boolean": return element.bool("value")
        case "rect": return IBValues.rect(from: element)
        case "nil": return nil
        default: return makeObject(element)
        }
    }

    /// The colour of a `<color>` element: sRGB or calibrated components, white, a system colour, or a
    /// named colour (the bundle's asset catalog first, then the document's resources). Made once per
    /// element and document (`IBDocument.color(of:making:)`).
    func color(from element: IBElement) -> UIColor? {
        document.color(of: element, making: makeColor(from:))
    }

    private func makeColor(from element: IBElement) -> UIColor? {
        if let systemName = element["systemColor"] {
            return IBValues.systemColor(named: systemName) ?? document.resourceColors[systemName].flatMap(color(from:))
        }
        if let name = element["name"], element["red"] == nil, element["white"] == nil {
            return UIColor(named: name, in: document.bundle, compatibleWith: nil)
                ?? document.resourceColors[name].flatMap(color(from:))
        }
        return IBValues.componentColor(from: element)
    }

    // MARK: Connections and awakening

    /// Connects every outlet, outlet collection and action of the objects made and placeholders
    /// registered, in document order, then applies user-defined runtime attributes, then sends
    /// `awakeFromNib()` to every view, controller, bar item, navigation item and gesture recognizer made, in
    /// the order they were made (document order: an object before the objects it contains).
    func connectAndAwake() {
        for outside in prototypeOutsides { outside.resolve { objects[$0] } }
        for (element, object) in connectionSources {
            for connection in element.children(of: "connections") {
                connect(connection, from: object)
            }
        }
        for (element, object) in connectionSources {
            for attribute in element.children(of: "userDefinedRuntimeAttributes") {
                IBRuntimeAttributes.apply(attribute, to: object, in: self)
            }
        }
        for object in madeObjects {
            switch object {
            case let responder as UIResponder: responder.awakeFromNib()
            case let item as UIBarItem: item.awakeFromNib()
            case let item as UINavigationItem: item.awakeFromNib()
            case let recognizer as UIGestureRecognizer: recognizer.awakeFromNib()
            default: break
            }
        }
    }

    private func connect(_ connection: IBElement, from source: AnyObject) {
        switch connection.name {
        case "outlet", "outletCollection":
            guard let property = connection["property"], let destinationID = connection["destination"] else { return }
            guard let destination = objects[destinationID] else { return }
            IBOutlets.connect(
                property, of: source, to: destination, isCollection: connection.name == "outletCollection",
                document: document)
        case "action":
            guard let selector = connection["selector"], let destinationID = connection["destination"],
                let target = objects[destinationID]
            else { return }
            IBActions.connect(
                selector, of: target, to: source, event: connection["eventType"], document: document)
        case "segue":
            if !(source is UIViewController) { triggeredSegues.append((connection, source)) }
        default:
            break
        }
    }
}
