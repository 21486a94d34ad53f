import Foundation
import OpenQuartzCore

/// A storyboard: the controllers of an Xcode `.storyboard` file, made on demand (UIKit's `UIStoryboard`).
///
/// The file is read as Xcode writes it (XML; nothing is compiled) from the bundle's `Name.storyboard`,
/// parsed once per file and kept. Each instantiation makes fresh controllers with `init?(coder:)`; a
/// controller's view is made from its scene when it first loads, with its outlets, actions and embedded
/// controllers, before `viewDidLoad`.
@preconcurrency @MainActor
open class UIStoryboard {
    /// The storyboard's file name, without extension.
    public let name: String
    /// The bundle the file was found in.
    public let bundle: Bundle
    let document: IBDocument?
    /// Each scene's controller element, by `id`.
    private var controllerElements: [String: IBElement] = [:]
    /// The scene of each controller element, by the controller's `id`.
    private var sceneElements: [String: IBElement] = [:]
    /// The controller elements by `storyboardIdentifier`.
    private var identifiedElements: [String: IBElement] = [:]
    /// The scenes made so far, by controller `id`.
    private var scenes: [String: IBScene] = [:]
    /// The scenes being instantiated now (by controller `id`), to find cycles of relationship and embed
    /// segues.
    private var instantiating: [String] = []

    /// Opens the storyboard `Name.storyboard` of `storyboardBundleOrNil` (the main bundle when nil). A name
    /// with no file is reported with UIKit's "Could not find a storyboard named …" and gives a storyboard
    /// that makes nothing; a file that is not a well-formed storyboard is reported likewise.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil ?? .main
        guard let url = bundle.url(forResource: name, withExtension: "storyboard") else {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .exception,
                "Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)")
            document = nil
            return
        }
        document = IBDocument.cached(at: url, name: name, bundle: bundle)
        if let document, document.kind != .storyboard {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .exception,
                "The file '\(url.lastPathComponent)' is a xib, not a storyboard: it makes no controllers")
            return
        }
        for scene in document?.root.children(of: "scenes") ?? [] {
            guard
                let controller = scene.children(of: "objects").first(where: { $0["sceneMemberID"] == "viewController" }
                ),
                let id = controller.id
            else { continue }
            controllerElements[id] = controller
            sceneElements[id] = scene
            if let identifier = controller["storyboardIdentifier"] { identifiedElements[identifier] = controller }
        }
    }

    /// Makes the storyboard's initial controller (the document's `initialViewController`), nil when it has
    /// none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    /// Makes the initial controller with `block`, which receives the coder to pass to the controller's
    /// `init?(coder:)` (UIKit's `instantiateInitialViewController(creator:)`); nil from the block makes
    /// the controller as usual.
    open func instantiateInitialViewController(creator block: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let id = document?.root["initialViewController"], let element = controllerElements[id] else { return nil }
        return instantiate(element, creator: block)
    }

    /// Makes the controller whose Storyboard ID is `identifier`. An identifier no controller has is
    /// reported with UIKit's message ("Storyboard … doesn't contain a view controller with identifier …");
    /// UIKit raises there, and here a plain controller is returned, shown nowhere.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let element = identifiedElements[identifier] else {
            reportMissingIdentifier(identifier)
            return UIViewController()
        }
        return instantiate(element, creator: nil) ?? UIViewController()
    }

    /// Makes the controller whose Storyboard ID is `identifier` with `creator`, which receives the coder to
    /// pass to the controller's `init?(coder:)` — the way to give a storyboard controller extra arguments.
    /// A missing identifier, or a creator that returns nil or a controller of another class than the
    /// scene's, is reported; the scene's controller is made as usual when it can be.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let element = identifiedElements[identifier] else {
            reportMissingIdentifier(identifier)
            return placeholderController()
        }
        let made = instantiate(element, creator: creator.map { creator in { coder in creator(coder) } })
        guard let controller = made as? ViewController else {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .exception,
                "Storyboard (<UIStoryboard: \(name)>): the controller with identifier '\(identifier)' is a \(made.map { "\(type(of: $0))" } ?? "nil"), not a \(ViewController.self)"
            )
            return placeholderController()
        }
        return controller
    }

    /// A controller of the class asked for with default values, returned where UIKit raises: made with
    /// `init?(coder:)` from a coder that holds nothing.
    private func placeholderController<ViewController: UIViewController>() -> ViewController {
        guard let controller = ViewController(coder: NSCoder()) else {
            preconditionFailure("\(ViewController.self).init?(coder:) returned nil: there is no controller to return")
        }
        return controller
    }

    private func reportMissingIdentifier(_ identifier: String) {
        Diagnostics.report(
            .invalidInterfaceBuilderDocument, .exception,
            "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'")
    }

    /// Makes the controller of the scene whose controller has `id` (a segue's destination).
    func instantiateController(withID id: String) -> UIViewController? {
        guard let element = controllerElements[id] else {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .exception,
                "Storyboard (<UIStoryboard: \(name)>) has no view controller with id '\(id)' (a segue's destination)")
            return nil
        }
        return instantiate(element, creator: nil)
    }

    /// Makes a scene's controller: with `init?(coder:)` (or `creator`), then its relationship segues (a
    /// navigation controller's root, a tab bar controller's tabs, each made fully), then its connections
    /// and `awakeFromNib()`. A scene already being made (a cycle of segues) is reported and not made again.
    func instantiate(_ element: IBElement, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let document, let id = element.id, let scene = sceneElements[id] else { return nil }
        guard !instantiating.contains(id) else {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .exception,
                "Storyboard (<UIStoryboard: \(name)>): the segues from \(id) lead back to it (\((instantiating + [id]).joined(separator: " → "))); the controller is not made again"
            )
            return nil
        }
        instantiating.append(id)
        defer { instantiating.removeLast() }
        let instantiation = IBInstantiation(document: document, storyboard: self)
        let controller: UIViewController
        if let creator, let made = creator(IBCoder(element: element, instantiation: instantiation)) {
            controller = made
        } else if let made = instantiation.makeObject(element) as? UIViewController {
            controller = made
        } else {
            return nil
        }
        controller.storyboard = self
        controller.storyboardScene = self.scene(of: element, id: id, in: scene, document: document)
        IBSegues.performRelationships(of: element, for: controller, in: self)
        instantiation.connectAndAwake()
        IBSegues.install(instantiation.triggeredSegues, from: controller)
        return controller
    }

    /// The scene of the controller element with `id`, made on first use and shared by every controller made
    /// from it (a scene holds only what the file says: its elements and its segues by identifier).
    private func scene(of element: IBElement, id: String, in scene: IBElement, document: IBDocument) -> IBScene {
        if let made = scenes[id] { return made }
        let made = IBScene(storyboard: self, document: document, controllerElement: element, scene: scene)
        scenes[id] = made
        return made
    }

    /// Runs `body` with the scene of `id` counted as being made (an embedded controller's scene while the
    /// embedding view loads), so that an embed segue back to it is found as a cycle.
    func whileInstantiating(_ id: String?, _ body: () -> Void) {
        guard let id else { return body() }
        instantiating.append(id)
        defer { instantiating.removeLast() }
        body()
    }
}
