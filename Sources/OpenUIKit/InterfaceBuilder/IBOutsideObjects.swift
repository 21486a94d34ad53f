import Foundation

/// The objects outside a storyboard prototype (a table or collection view cell, a collection view's
/// header or footer) that the prototype's connections name — the scene's controller as the target of a
/// button's action or as a text field's delegate —, by element `id`. UIKit connects them on each cell it
/// makes from the prototype. They are held weakly: the controller owns the table, which keeps the prototype.
@MainActor
final class IBOutsideObjects {
    private struct Reference {
        weak var object: AnyObject?
    }

    /// The `id`s of the elements outside the prototype its connections name.
    let ids: [String]
    private var references: [String: Reference] = [:]

    /// The outside `id`s `prototype`'s connections name: destinations of its outlets and actions that no
    /// element of the prototype defines.
    init(prototype: IBElement) {
        var defined: Set<String> = []
        var named: [String] = []
        prototype.forEachElement { element in
            if let id = element.id { defined.insert(id) }
            guard element.name == "outlet" || element.name == "outletCollection" || element.name == "action",
                let destination = element["destination"], !named.contains(destination)
            else { return }
            named.append(destination)
        }
        ids = named.filter { !defined.contains($0) }
    }

    /// Keeps (weakly) the objects `object(withID:)` gives for the outside `id`s.
    func resolve(_ object: (String) -> AnyObject?) {
        for id in ids { references[id] = Reference(object: object(id)) }
    }

    /// The outside objects still alive, by `id`.
    var objects: [(id: String, object: AnyObject)] {
        ids.compactMap { id in references[id]?.object.map { (id, $0) } }
    }
}
