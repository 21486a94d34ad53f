import Foundation
import Testing
@testable import OpenUIKit

/// `UIStackView` on the engine: each distribution and alignment, spacing, custom spacing, margins,
/// hidden views collapsing, and the arranged-subviews API. Expected frames are worked out from the
/// distribution's rule.
@MainActor
@Suite(.freshApplication) struct UIStackViewTests {
    typealias Fixtures = LayoutFixtures

    /// A stack filling a 300 × 50 root (or `size`), holding views of the given intrinsic widths (and
    /// heights of 20).
    private func stack(
        _ widths: [CGFloat], size: CGSize = CGSize(width: 300, height: 50), configure: (UIStackView) -> Void
    ) -> (root: UIView, stack: UIStackView, views: [Fixtures.IntrinsicView]) {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        let views = widths.map { Fixtures.IntrinsicView(CGSize(width: $0, height: 20)) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        configure(stack)
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    @Test func fillEquallySharesTheLengthLessTheSpacing() {
        let (_, _, views) = stack([10, 20, 30]) {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        // (300 − 2 × 15) / 3 = 90 each.
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 90, height: 50), CGRect(x: 105, y: 0, width: 90, height: 50),
                CGRect(x: 210, y: 0, width: 90, height: 50),
            ])
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let (_, _, hugged) = stack([50, 70]) { stack in
            stack.spacing = 10
            stack.arrangedSubviews[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        }
        #expect(hugged[0].frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(hugged[1].frame == CGRect(x: 60, y: 0, width: 240, height: 50))
    }

    @Test func fillProportionallyFollowsTheIntrinsicWidths() {
        let (_, _, views) = stack([50, 150]) { $0.distribution = .fillProportionally }
        #expect(views.map(\.frame.width) == [75, 225])
        #expect(views[1].frame.minX == 75)
    }

    @Test func equalSpacingKeepsTheSizesAndEvensTheGaps() {
        let (_, _, views) = stack([50, 50, 50]) { $0.distribution = .equalSpacing }
        // Gaps (300 − 150) / 2 = 75.
        #expect(views.map(\.frame.minX) == [0, 125, 250])
        #expect(views.map(\.frame.width) == [50, 50, 50])
    }

    @Test func equalCenteringEvensTheDistancesBetweenCentres() {
        let (_, _, views) = stack([20, 60, 20]) { $0.distribution = .equalCentering }
        // Centres at 10 and 290; the middle one's at 150, so it starts at 120.
        #expect(views.map(\.frame.minX) == [0, 120, 280])
    }

    @Test func alignmentsAcrossAVerticalStack() {
        func frames(_ alignment: UIStackView.Alignment) -> [CGRect] {
            stack([100, 200], size: CGSize(width: 300, height: 44)) {
                $0.axis = .vertical
                $0.alignment = alignment
                $0.spacing = 4
            }.views.map(\.frame)
        }
        // The stack is 20 + 4 + 20 high: the views keep their intrinsic heights.
        #expect(
            frames(.center) == [
                CGRect(x: 100, y: 0, width: 100, height: 20), CGRect(x: 50, y: 24, width: 200, height: 20),
            ])
        #expect(frames(.leading).map(\.minX) == [0, 0])
        #expect(frames(.trailing).map(\.minX) == [200, 100])
        #expect(frames(.fill).map(\.width) == [300, 300])
    }

    @Test func customSpacingAndMarginsRelativeArrangement() {
        let (root, stack, views) = stack([50, 50, 50]) { stack in
            stack.distribution = .fillEqually
            stack.spacing = 10
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
        }
        // Canvas 260 wide from x 20: (260 − 20) / 3 = 80.
        #expect(
            views.map(\.frame) == [
                CGRect(x: 20, y: 5, width: 80, height: 40), CGRect(x: 110, y: 5, width: 80, height: 40),
                CGRect(x: 200, y: 5, width: 80, height: 40),
            ])
        stack.setCustomSpacing(40, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 40)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        root.layoutIfNeeded()
        // (260 − 40 − 10) / 3 = 70.
        #expect(views.map(\.frame.minX) == [20, 130, 210])
    }

    @Test func aHiddenViewCollapsesAndLosesItsSpacing() {
        let (root, _, views) = stack([10, 10, 10]) {
            $0.distribution = .fillEqually
            $0.spacing = 20
        }
        views[1].isHidden = true
        root.layoutIfNeeded()
        // Two visible views: (300 − 20) / 2 = 140.
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 140, height: 50))
        #expect(views[2].frame == CGRect(x: 160, y: 0, width: 140, height: 50))
        #expect(views[1].frame.width == 0)
        views[1].isHidden = false
        root.layoutIfNeeded()
        // (300 − 40) / 3.
        let expected: CGFloat = 2 * 260 / 3 + 40
        #expect(abs(views[2].frame.minX - expected) < 1e-9)
    }

    @Test func theArrangedSubviewsAPI() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isLayoutMarginsRelativeArrangement)
        let a = UIView(), b = UIView(), c = UIView()
        stack.addArrangedSubview(a)
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews == [b, a])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews == [a])
        #expect(b.superview === stack)
        stack.addArrangedSubview(c)
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews == [a])
        let reports = Diagnostics.capture { stack.insertArrangedSubview(c, at: 5) }
        #expect(reports.count == 1)
        #expect(reports.first?.code == .invalidArgument)
        #expect(stack.arrangedSubviews == [a])
        #expect(c.superview == nil)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test func theStacksConstraintsCarryUIKitsIdentifiers() {
        let (_, stack, _) = stack([10, 10]) {
            $0.distribution = .fillEqually
            $0.spacing = 5
        }
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(identifiers == ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment"])
    }
}
