import Foundation
import Testing
import OpenUIKitTesting

@testable import OpenUIKit

/// A document is read once and kept: the later instantiations make their views and constraints from the
/// values read the first time, and get exactly what the first one got.
@MainActor
@Suite(.freshApplication) struct CachedDocumentTests {
    /// One constraint as the file gives it: first and second attribute, relation, multiplier, constant.
    private struct Made: Equatable {
        let first: NSLayoutConstraint.Attribute
        let second: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: UILayoutPriority

        init(_ constraint: NSLayoutConstraint) {
            first = constraint.firstAttribute
            second = constraint.secondAttribute
            relation = constraint.relation
            multiplier = constraint.multiplier
            constant = constraint.constant
            priority = constraint.priority
        }

        init(_ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute, _ constant: CGFloat) {
            self.first = first
            self.second = second
            relation = .equal
            multiplier = 1
            self.constant = constant
            priority = .required
        }
    }

    @Test func everyInstantiationOfAXibGetsTheFilesAttributesAndConstraints() throws {
        for _ in 0..<3 {
            let controller = ProfileViewController(nibName: nil, bundle: .module)
            let view = controller.view!
            let card = try #require(controller.card)
            // ProfileView.xib: the card clips, does not translate its mask, is sRGB (0.2, 0.4, 0.6).
            #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
            #expect(card.clipsToBounds && !card.translatesAutoresizingMaskIntoConstraints)
            #expect(card.backgroundColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
            #expect(controller.nameLabel?.textAlignment == .center)
            #expect(
                card.constraints.map(Made.init) == [
                    Made(.height, .notAnAttribute, 100), Made(.centerX, .centerX, 0), Made(.centerY, .centerY, 0),
                ])
            #expect(
                view.constraints.map(Made.init) == [
                    Made(.leading, .leading, 16), Made(.trailing, .trailing, 16), Made(.top, .top, 40),
                ])
            #expect(view.constraints.map { $0.firstItem === view } == [false, true, false])
            view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            view.layoutIfNeeded()
            // 16 points in from each side of 320, 40 from the top, 100 high.
            #expect(card.frame == CGRect(x: 16, y: 40, width: 288, height: 100))
        }
    }

    @Test func aColourElementMakesOneColourThatEveryInstantiationShares() throws {
        let firstController = ProfileViewController(nibName: nil, bundle: .module)
        let secondController = ProfileViewController(nibName: nil, bundle: .module)
        _ = (firstController.view, secondController.view)
        let first = try #require(firstController.card)
        let second = try #require(secondController.card)
        #expect(first !== second)
        // ProfileView.xib's card: sRGB (0.2, 0.4, 0.6), made once for the document and set on both cards.
        let color = try #require(first.layer.backgroundColor)
        #expect(color == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).cgColor)
        #expect(second.layer.backgroundColor === color)
    }
}
