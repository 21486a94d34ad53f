import Foundation
import Testing
@testable import OpenUIKit

/// A stack view's arranged view hidden inside an animation block collapses with the block's timing and is
/// hidden when the block ends, as UIKit does; `isBaselineRelativeArrangement` spaces a vertical stack from
/// baseline to baseline. Expected frames are the stack's constraint equations.
@MainActor
@Suite(.freshApplication) struct StackViewAnimatedHidingTests {
    typealias Fixtures = LayoutFixtures

    /// A vertical stack of three 100-point-high views, 10 apart, pinned at the top of a 300 × 600 root (which the
    /// caller keeps alive: a root nobody holds is released with its layout, as in UIKit).
    private func column() -> (root: UIView, stack: UIStackView, views: [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let views = (0..<3).map { _ in Fixtures.IntrinsicView(CGSize(width: 50, height: 100)) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    @Test func aViewHiddenInABlockCollapsesAnimatedAndHidesAtTheEnd() {
        let (root, stack, views) = column()
        defer { withExtendedLifetime(root) {} }
        #expect(views.map(\.frame.minY) == [0, 110, 220])
        #expect(stack.frame.height == 320)
        var log: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            views[1].isHidden = true
            stack.layoutIfNeeded()
        } completion: { finished in
            log.append("completion finished=\(finished) layerHidden=\(views[1].layer.isHidden)")
        }
        // The model at once: the middle view is hidden and zero high at the first view's bottom; the third
        // moves up to 100 + 10 = 110; the stack shrinks to 210.
        #expect(views[1].isHidden)
        #expect(!views[1].layer.isHidden)
        #expect(views[1].frame == CGRect(x: 0, y: 100, width: 300, height: 0))
        #expect(views[2].frame.minY == 110)
        #expect(stack.frame.height == 210)
        UIApplication.shared.advance(by: 0.5)
        // Half way: the third view half way from 220 to 110, the middle one half collapsed and still drawn.
        let third = views[2].layer.presentation()!.frame
        let middle = views[1].layer.presentation()!.frame
        #expect(third.minY == 165)
        #expect(middle.height == 50)
        #expect(!views[1].layer.isHidden)
        #expect(log.isEmpty)
        UIApplication.shared.advance(by: 0.6)
        #expect(views[1].layer.isHidden)
        #expect(log == ["completion finished=true layerHidden=true"])
    }

    @Test func showingItAgainBeforeTheEndKeepsItDrawn() {
        let (root, stack, views) = column()
        defer { withExtendedLifetime(root) {} }
        UIView.animate(withDuration: 1) {
            views[1].isHidden = true
            stack.layoutIfNeeded()
        }
        UIApplication.shared.advance(by: 0.2)
        views[1].isHidden = false
        stack.layoutIfNeeded()
        UIApplication.shared.advance(by: 1)
        #expect(!views[1].isHidden)
        #expect(!views[1].layer.isHidden)
        #expect(views.map(\.frame.minY) == [0, 110, 220])
    }

    @Test func hiddenOutsideABlockTheLayerHidesAtOnce() {
        let (root, stack, views) = column()
        defer { withExtendedLifetime(root) {} }
        views[0].isHidden = true
        #expect(views[0].layer.isHidden)
        stack.layoutIfNeeded()
        #expect(views[1].frame.minY == 0)
    }

    @Test func baselineRelativeSpacingRunsFromBaselineToBaseline() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let top = UILabel(), bottom = UILabel()
        top.text = "First"
        bottom.text = "Second"
        bottom.font = UIFont.systemFont(ofSize: 30)
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.spacing = 24
        stack.alignment = .leading
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // The top label's last baseline: its bottom plus its font's (negative) descender; the bottom
        // label's first baseline lies 24 below it, its font's ascender below its top.
        let topHeight = top.intrinsicContentSize.height
        let lastBaseline = topHeight + top.font.descender
        let expectedY = lastBaseline + 24 - bottom.font.ascender
        let scale = UIScreen.main.scale
        #expect(top.frame.minY == 0)
        // The engine rounds each edge to the screen's pixels (to within the arithmetic's last bits).
        #expect(abs(bottom.frame.minY - (expectedY * scale).rounded() / scale) < 1e-9)
        stack.isBaselineRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(bottom.frame.minY == top.frame.maxY + 24)
    }
}
