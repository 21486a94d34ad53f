import Foundation
import OpenQuartzCore
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Springs and struts, sizing to fit, intrinsic sizes, edge insets and the touch flags.
@MainActor
@Suite(.freshApplication) struct UIViewLayoutTests {
    /// A 100 × 100 superview holding a child at x 20, width 30 (right margin 50), y 10, height 40 (bottom
    /// margin 50), with `mask`.
    private func child(_ mask: UIView.AutoresizingMask) -> (parent: UIView, child: UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 30, height: 40))
        child.autoresizingMask = mask
        parent.addSubview(child)
        return (parent, child)
    }

    /// The child's frame after the parent grows to 170 × 200 (a change of +70 across, +100 down).
    private func grown(_ mask: UIView.AutoresizingMask) -> CGRect {
        let (parent, child) = child(mask)
        parent.frame = CGRect(x: 0, y: 0, width: 170, height: 200)
        return child.frame
    }

    @Test func maskBitsAreUIKits() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        #expect(UIView().autoresizingMask.isEmpty)
        #expect(UIView().autoresizesSubviews)
    }

    @Test func aSingleFlexiblePartTakesTheWholeChange() {
        #expect(grown([]) == CGRect(x: 20, y: 10, width: 30, height: 40))
        #expect(grown([.flexibleWidth, .flexibleHeight]) == CGRect(x: 20, y: 10, width: 100, height: 140))
        #expect(grown([.flexibleLeftMargin, .flexibleTopMargin]) == CGRect(x: 90, y: 110, width: 30, height: 40))
        #expect(grown([.flexibleRightMargin, .flexibleBottomMargin]) == CGRect(x: 20, y: 10, width: 30, height: 40))
    }

    @Test func flexiblePartsShareTheChangeInProportionToTheirSizes() {
        // Margins 20 and 50 share +70 as 20 and 50; top 10 and bottom 50 share +100 as 100/6 and 500/6.
        let margins = grown([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        #expect(margins.minX == 40 && abs(margins.minY - (10 + 100.0 * 10 / 60)) < 1e-9)
        #expect(margins.size == CGSize(width: 30, height: 40))
        // All three flexible across: everything scales by 1.7; down by 2.
        #expect(
            grown([
                .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
                .flexibleBottomMargin,
            ])
                == CGRect(x: 34, y: 20, width: 51, height: 80))
        // Width 30 and right margin 50 share +70 as 26.25 and 43.75; top 10 and height 40 share +100 as 20 and 80.
        #expect(
            grown([.flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight])
                == CGRect(x: 20, y: 30, width: 56.25, height: 120))
    }

    @Test func zeroSizedFlexiblePartsShareEqually() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let filler = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        filler.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(filler)
        parent.bounds = CGRect(x: 0, y: 0, width: 170, height: 100)
        #expect(filler.frame == CGRect(x: 35, y: 0, width: 100, height: 100))
    }

    @Test func shrinkingNeverMakesANegativeSize() {
        let (parent, child) = child([.flexibleWidth])
        parent.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        #expect(child.frame == CGRect(x: 20, y: 10, width: 0, height: 40))
    }

    @Test func resizingCascadesAndStopsWhereAutoresizingIsOff() {
        let (parent, child) = child([.flexibleWidth])
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        grandchild.autoresizingMask = [.flexibleWidth]
        child.addSubview(grandchild)
        parent.bounds = CGRect(x: 0, y: 0, width: 110, height: 100)
        #expect(child.frame.width == 40 && grandchild.frame.width == 40)
        child.autoresizesSubviews = false
        parent.bounds = CGRect(x: 0, y: 0, width: 120, height: 100)
        #expect(child.frame.width == 50 && grandchild.frame.width == 40)
        parent.center = CGPoint(x: 500, y: 500)
        #expect(child.frame.width == 50)
    }

    @Test func resizingInsideAnAnimationBlockAnimatesTheSubviews() {
        let (parent, child) = child([.flexibleWidth])
        UIApplication.shared.advance(by: 0)
        UIView.animate(withDuration: 1) { parent.frame = CGRect(x: 0, y: 0, width: 170, height: 100) }
        #expect(child.frame.width == 100)
        #expect(child.layer.animationKeys()?.isEmpty == false)
    }

    @Test func sizeThatFitsIsTheCurrentSizeAndSizeToFitKeepsTheFrameOrigin() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 30, height: 40))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
    }

    final class FixedSizeView: UIView {
        var fitting = CGSize(width: 60, height: 10)
        var proposals: [CGSize] = []
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            proposals.append(size)
            return fitting
        }
    }

    @Test func sizeToFitAsksSizeThatFitsWithTheBoundsSize() {
        let view = FixedSizeView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.sizeToFit()
        #expect(view.proposals == [CGSize(width: 30, height: 40)])
        #expect(view.frame == CGRect(x: 10, y: 20, width: 60, height: 10))
        // Under a 2× scale the bounds get the fitting size and the frame keeps its origin.
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let origin = view.frame.origin
        view.fitting = CGSize(width: 20, height: 20)
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 20, height: 20))
        #expect(view.frame == CGRect(origin: origin, size: CGSize(width: 40, height: 40)))
    }

    @Test func anUnusableFittingSizeIsReportedAndChangesNothing() {
        let view = FixedSizeView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        for bad in [
            CGSize(width: CGFloat.nan, height: 1), CGSize(width: 1, height: CGFloat.infinity),
            CGSize(width: -1, height: 5),
        ] {
            view.fitting = bad
            let reports = Diagnostics.capture { view.sizeToFit() }
            #expect(reports.map(\.code) == [.invalidGeometry])
            #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        }
    }

    @Test func aLabelsFittingAndIntrinsicSizesAreItsTextsSize() {
        let label = UILabel(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        label.text = "Hello"
        // UIKit's label size: the text's advance width and the font's line height, each rounded up.
        let width = "Hello".size(withAttributes: [.font: label.font]).width
        let expected = CGSize(width: width.rounded(.up), height: label.font.lineHeight.rounded(.up))
        #expect(label.intrinsicContentSize == expected)
        #expect(label.sizeThatFits(.zero) == expected)
        label.sizeToFit()
        #expect(label.frame == CGRect(origin: CGPoint(x: 5, y: 6), size: expected))
    }

    @Test func edgeInsetsInsetRectangles() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(
            CGRect(x: 10, y: 10, width: 20, height: 20).inset(by: insets) == CGRect(x: 12, y: 11, width: 14, height: 16)
        )
        #expect(CGRect(x: 0, y: 0, width: 4, height: 4).inset(by: insets).size == CGSize(width: -2, height: 0))
        #expect(UIEdgeInsets.zero == UIEdgeInsets() && UIEdgeInsets.zero != insets)
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).inset(by: .zero) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func touchFlagsDefaultOffAndAreStored() {
        let view = UIView()
        #expect(!view.isExclusiveTouch && !view.isMultipleTouchEnabled)
        view.isExclusiveTouch = true
        view.isMultipleTouchEnabled = true
        #expect(view.isExclusiveTouch && view.isMultipleTouchEnabled)
    }

    @Test func convertingToAndFromNilMeansTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(container)
        container.addSubview(view)
        #expect(view.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
        #expect(view.convert(CGPoint(x: 16, y: 27), from: nil) == CGPoint(x: 1, y: 2))
        #expect(
            view.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: nil) == CGRect(x: 16, y: 27, width: 3, height: 4))
        #expect(
            view.convert(CGRect(x: 16, y: 27, width: 3, height: 4), from: nil)
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: container) == view.frame)
    }
}
