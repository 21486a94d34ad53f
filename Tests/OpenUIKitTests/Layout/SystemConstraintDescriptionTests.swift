import Foundation
import Testing

@testable import OpenUIKit

/// The descriptions of the constraints UIKit makes itself, as `constraintsAffectingLayout(for:)` lists them
/// (`NSContentSizeLayoutConstraint` for an intrinsic size, `UIView-Encapsulated-Layout-…` for the root's size):
/// as UIKit's `description`, they describe their item as it is when printed.
@MainActor
@Suite(.freshApplication) struct SystemConstraintDescriptionTests {
    /// A root of 320 × 200 holding a label "Hi" pinned at (8, 8).
    private func labelInRoot() -> (root: UIView, label: UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = UILabel()
        label.text = "Hi"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        ])
        return (root, label)
    }

    @Test func aLabelsContentSizeIsDescribedWithItsPriorities() throws {
        let (root, label) = labelInRoot()
        let contentSize = label.constraintsAffectingLayout(for: .horizontal).filter {
            $0.description.hasPrefix("<NSContentSizeLayoutConstraint:")
        }
        try #require(contentSize.count == 1)
        let width = LayoutItemDescription.number(label.intrinsicContentSize.width)
        let labelName = "UILabel:\(LayoutItemDescription.address(of: label))"
        #expect(
            contentSize.map(\.description) == [
                "<NSContentSizeLayoutConstraint:\(LayoutItemDescription.address(of: contentSize[0])) \(labelName)'Hi'.width == \(width) Hug:250 CompressionResistance:750   (active)>"
            ])
        // Printed again after the text changed (before the next layout pass makes the constraint anew): the
        // label as it is now, the width the constraint holds.
        label.text = "Hello"
        #expect(contentSize[0].description.contains(" \(labelName)'Hello'.width == \(width) Hug:250 "))
        #expect(label.superview === root)
    }

    @Test func theRootsSizeIsDescribedWithUIKitsIdentifiers() {
        let (root, _) = labelInRoot()
        let rootName = "UIView:\(LayoutItemDescription.address(of: root))"
        let descriptions = root.constraintsAffectingLayout(for: .horizontal).map(\.description)
        #expect(descriptions.count == 2)
        #expect(
            descriptions.map { String($0.drop { $0 != " " }) } == [
                " 'UIView-Encapsulated-Layout-minX' \(rootName).minX == 0   (active)>",
                " 'UIView-Encapsulated-Layout-width' \(rootName).width == 320   (active)>",
            ])
    }
}
