import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// UIButton's intrinsic size (UIKit's: 30 × 34 empty; the 15-point title with 6 points above and below),
/// insets, content alignment, attributed titles and title shadows.
@MainActor
@Suite(.freshApplication) struct UIButtonSizingTests {
    private let titleFont = UIFont.systemFont(ofSize: 15)

    @Test func emptyAndTitledIntrinsicSizes() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.setTitle("Button", for: .normal)
        let title = "Button".size(withAttributes: [.font: titleFont])
        let expected = CGSize(width: title.width.rounded(.up), height: titleFont.lineHeight.rounded(.up) + 12)
        #expect(button.intrinsicContentSize == expected)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(button.intrinsicContentSize == CGSize(width: expected.width + 6, height: expected.height + 4))
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)  // no effect on the size
        #expect(button.intrinsicContentSize == CGSize(width: expected.width + 6, height: expected.height + 4))
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
    }

    @Test func contentAlignmentAndEdgeInsetsPlaceTheTitle() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        let size = label.bounds.size
        #expect(label.frame.origin == CGPoint(x: 100 - size.width / 2, y: 25 - size.height / 2))
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 0, right: 0)
        button.titleEdgeInsets = UIEdgeInsets(top: 2, left: 3, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 11, y: 6))
        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        #expect(label.frame.maxX == 200)
    }

    @Test func attributedTitlesAndTitleShadows() {
        let button = UIButton(type: .custom)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Fancy", attributes: [.kern: 3]), for: .normal)
        #expect(button.currentTitle == "Fancy" && button.titleLabel?.text == "Fancy")
        #expect(button.titleLabel?.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 3)
        button.setTitleShadowColor(.red, for: .highlighted)
        #expect(button.titleLabel?.shadowColor == nil)
        button.isHighlighted = true
        #expect(button.titleLabel?.shadowColor == .red && button.currentTitleShadowColor == .red)
    }

    @Test func aTitledButtonIsDrawn() {
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.sizeToFit()
        button.layoutIfNeeded()
        let image = TextImages.render(button, name: "button-titled")
        // The title in the tint colour (UIKit's default blue), inside the 6-point padding.
        let tint = button.tintColor.cgColor
        let blue = [tint.red, tint.green, tint.blue].map { Int(($0 * 255).rounded()) } + [255]
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { image.pixel($0, y, is: blue) } }
        #expect(!rows.isEmpty && rows.min()! >= 12 && rows.max()! < image.height - 12)
    }
}
