import Foundation

/// A storyboard scene a controller was made from: it makes the controller's view when the view loads and
/// keeps the scene's segues, by identifier, for `performSegue(withIdentifier:sender:)`.
@MainActor
final class IBScene {
    unowned let storyboard: UIStoryboard
    let document: IBDocument
    let controllerElement: IBElement
    let scene: IBElement
    /// The scene's segues with an identifier (on the controller or on its controls), relationship and
    /// embed segues excluded: what `performSegue(withIdentifier:sender:)` can perform.
    private(set) var seguesByIdentifier: [String: IBElement] = [:]

    init(storyboard: UIStoryboard, document: IBDocument, controllerElement: IBElement, scene: IBElement) {
        self.storyboard = storyboard
        self.document = document
        self.controllerElement = controllerElement
        self.scene = scene
        controllerElement.forEachElement { element in
            guard element.name == "segue", let identifier = element["identifier"],
                element["kind"] != "relationship", element["kind"] != "embed", seguesByIdentifier[identifier] == nil
            else { return }
            seguesByIdentifier[identifier] = element
        }
    }

    /// Makes the view of the scene for `controller`, its outlets and actions connected and its objects
    /// awoken, then performs the embed segues of its container views; false when the scene has no view
    /// (the controller then makes its own).
    func loadView(for controller: UIViewController) -> Bool {
        guard let viewElement = controllerElement.child(key: "view") else { return false }
        var loaded = false
        storyboard.whileInstantiating(controllerElement.id) {
            let instantiation = IBInstantiation(document: document, storyboard: storyboard)
            instantiation.reserveRoom(for: scene)
            instantiation.register(placeholder: controller, for: controllerElement)
            guard let view = instantiation.makeObject(viewElement) as? UIView else { return }
            for object in scene.children(of: "objects") where object !== controllerElement {
                _ = instantiation.makeObject(object)
            }
            controller.view = view
            instantiation.connectAndAwake()
            IBSegues.install(instantiation.triggeredSegues, from: controller)
            IBSegues.performEmbeds(instantiation.triggeredSegues, from: controller)
            loaded = true
        }
        return loaded
    }
}
