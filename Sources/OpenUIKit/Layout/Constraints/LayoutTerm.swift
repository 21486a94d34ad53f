import Foundation

/// One attribute of one item (a view or a layout guide) with a coefficient: anchors and constraints are
/// sums of these. The item is held weakly, as UIKit's constraints and anchors hold their items.
struct LayoutTerm {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: CGFloat
}

/// What an anchor stands for: one attribute of one item, or (for `anchorWithOffset(to:)`) the distance
/// between two anchors — the second minus the first.
struct AnchorSource {
    var terms: [LayoutTerm]

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        terms = [LayoutTerm(item: item, attribute: attribute, coefficient: 1)]
    }

    /// The distance from `start` to `end`.
    init(from start: AnchorSource, to end: AnchorSource) {
        terms =
            end.terms
            + start.terms.map { LayoutTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) }
    }

    /// The item of a one-attribute anchor (nil for a distance, or when the item is gone).
    var singleItem: AnyObject? { terms.count == 1 ? terms[0].item : nil }

    /// The attribute of a one-attribute anchor (`.notAnAttribute` for a distance).
    var singleAttribute: NSLayoutConstraint.Attribute { terms.count == 1 ? terms[0].attribute : .notAnAttribute }

    /// The live items, in order, without repeats.
    var items: [AnyObject] {
        var result: [AnyObject] = []
        for term in terms {
            guard let item = term.item, !result.contains(where: { $0 === item }) else { continue }
            result.append(item)
        }
        return result
    }

    /// Whether an item of the anchor has been deallocated.
    var hasLostItem: Bool { terms.contains { $0.item == nil } }

    /// The kind of quantity: a distance between two positions is a dimension.
    var kind: NSLayoutConstraint.Attribute.Kind {
        terms.count == 1 ? terms[0].attribute.kind : .dimension
    }

    /// How UIKit names the anchor in descriptions: `UIView:0x….leading`, or `start -> end` for a distance.
    @MainActor var name: String {
        if terms.count == 1 {
            return LayoutItemDescription.describe(terms[0].item) + "." + terms[0].attribute.description
        }
        let ends = terms.map { LayoutItemDescription.describe($0.item) + "." + $0.attribute.description }
        return ends.count == 2 ? "\(ends[1]) -> \(ends[0])" : ends.joined(separator: " + ")
    }
}
