import Foundation

/// One element of an Interface Builder document: its name, its attributes and its child elements, in
/// document order. Text content is not kept (Xcode's formats carry every value in attributes, except
/// `<string>` runtime attributes, whose text is kept in `text`). The reader builds the tree; nothing
/// changes it afterwards, so elements may be read from any isolation.
final class IBElement: @unchecked Sendable {
    /// The element's name (`view`, `label`, `constraint`, …).
    let name: String
    /// The element's attributes, by name.
    let attributes: [String: String]
    /// The child elements, in document order. Only the reader appends to them, while it builds the tree:
    /// the reads that follow (every instantiation walks the tree) skip the runtime's exclusivity bookkeeping.
    @exclusivity(unchecked) var children: [IBElement] = []
    /// The element's character content (only `<string>` elements have any that matters).
    var text = ""
    /// The `id` attribute.
    let id: String?
    /// The `key` attribute: which property of the parent the element stands for (`key="view"`).
    let key: String?
    /// For a `<constraint>` (an element with a `firstAttribute`), its values, read once here rather than at
    /// each instantiation.
    let constraint: IBConstraintDescription?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
        id = attributes["id"]
        key = attributes["key"]
        constraint = attributes["firstAttribute"] != nil ? IBConstraintDescription(attributes: attributes) : nil
    }

    /// The value of the attribute `name`.
    subscript(name: String) -> String? { attributes[name] }

    /// The first child named `name`.
    func child(_ name: String) -> IBElement? {
        children.first { $0.name == name }
    }

    /// The first child whose `key` is `key` (and whose name is `name`, when given).
    func child(key: String, named name: String? = nil) -> IBElement? {
        children.first { $0.key == key && (name == nil || $0.name == name) }
    }

    /// The children of the first child named `container` (`subviews`, `constraints`, `connections`, …).
    func children(of container: String) -> [IBElement] {
        child(container)?.children ?? []
    }

    /// The attribute `name` as a Boolean (`YES`/`NO`), nil when absent.
    func bool(_ name: String) -> Bool? {
        attributes[name].map { $0 == "YES" }
    }

    /// The attribute `name` as a number, nil when absent or not a number.
    func double(_ name: String) -> Double? {
        attributes[name].flatMap(Double.init)
    }

    /// The attribute `name` as a `CGFloat`, nil when absent or not a number.
    func cgFloat(_ name: String) -> CGFloat? {
        double(name).map { CGFloat($0) }
    }

    /// Every element of the subtree, this one first, in document order.
    func forEachElement(_ body: (IBElement) -> Void) {
        body(self)
        for child in children { child.forEachElement(body) }
    }
}
