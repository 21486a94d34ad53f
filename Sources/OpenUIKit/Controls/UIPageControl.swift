import Foundation
import OpenQuartzCore

/// A row of dots, one per page, the current one highlighted (UIKit's `UIPageControl`), as a scroll-style
/// `UIPageViewController` shows under its pages.
///
/// Drawn as UIKit drew it before iOS 14: dots ``dotDiameter`` pt across, ``dotPitch`` pt apart centre to
/// centre, centred in the control; `pageIndicatorTintColor` (white at 30 % by default) for the others and
/// `currentPageIndicatorTintColor` (white) for the current one. A tap on the half of the control after the
/// current dot moves to the next page, one before it to the previous one, and sends `.valueChanged`, as
/// UIKit's does; setting `currentPage` sends nothing.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The dots' diameter.
    public static let dotDiameter: CGFloat = 7
    /// The distance between the centres of two dots.
    public static let dotPitch: CGFloat = 16

    private var dots: [UIView] = []

    /// How many dots show (0 by default). A negative count is reported and ignored.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            guard newValue >= 0 else {
                return Diagnostics.report(
                    .invalidArgument, .warning,
                    "UIPageControl.numberOfPages cannot be negative; got \(newValue), kept \(storedNumberOfPages)")
            }
            storedNumberOfPages = newValue
            currentPage = min(storedCurrentPage, max(newValue - 1, 0))
            rebuildDots()
        }
    }
    private var storedNumberOfPages = 0

    /// The highlighted dot, pinned to `0…numberOfPages − 1` as UIKit pins it.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = min(max(newValue, 0), max(storedNumberOfPages - 1, 0))
            updateDots()
        }
    }
    private var storedCurrentPage = 0

    /// Whether the control hides itself with a single page (false by default).
    open var hidesForSinglePage = false {
        didSet { updateDots() }
    }

    /// The colour of the dots other than the current one (nil: white at 30 %).
    open var pageIndicatorTintColor: UIColor? {
        didSet { updateDots() }
    }

    /// The colour of the current dot (nil: white).
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { updateDots() }
    }

    /// The size the dots of `pageCount` pages take: `pitch × count` wide (no dots: zero), 37 pt tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: Self.dotPitch * CGFloat(max(pageCount, 0)), height: UIPageViewController.pageControlHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<storedNumberOfPages).map { _ in
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: Self.dotDiameter, height: Self.dotDiameter))
            dot.layer.cornerRadius = Self.dotDiameter / 2
            dot.isUserInteractionEnabled = false
            return dot
        }
        for dot in dots { addSubview(dot) }
        updateDots()
        setNeedsLayout()
    }

    private func updateDots() {
        let other = pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        let current = currentPageIndicatorTintColor ?? .white
        for (index, dot) in dots.enumerated() {
            dot.backgroundColor = index == storedCurrentPage ? current : other
        }
        for dot in dots { dot.isHidden = hidesForSinglePage && storedNumberOfPages == 1 }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = Self.dotPitch * CGFloat(dots.count)
        let startX = (bounds.width - width) / 2 + Self.dotPitch / 2
        for (index, dot) in dots.enumerated() {
            dot.center = CGPoint(x: startX + Self.dotPitch * CGFloat(index), y: bounds.midY)
        }
    }

    override func trackingEndedInside(_ touch: UITouch) {
        guard storedNumberOfPages > 1 else { return }
        let width = Self.dotPitch * CGFloat(dots.count)
        let currentX = (bounds.width - width) / 2 + Self.dotPitch * (CGFloat(storedCurrentPage) + 0.5)
        let target = storedCurrentPage + (touch.location(in: self).x > currentX ? 1 : -1)
        guard (0..<storedNumberOfPages).contains(target) else { return }
        storedCurrentPage = target
        updateDots()
        sendActions(for: .valueChanged)
    }
}
