import Foundation

extension UIPageViewController {
    /// How a page view controller moves between pages (UIKit's `UIPageViewController.TransitionStyle`).
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over (forward) or back (backward) around the spine, like a book's page.
        case pageCurl = 0
        /// Pages slide side by side on a paging scroll view.
        case scroll = 1
    }

    /// The axis pages move along (UIKit's `UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right; the spine is a vertical line.
        case horizontal = 0
        /// Up and down; the spine is a horizontal line.
        case vertical = 1
    }

    /// Which way `setViewControllers(_:direction:animated:completion:)` turns (UIKit's
    /// `UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Sendable {
        /// Toward the pages after the current one (the data source's `viewControllerAfter`).
        case forward = 0
        /// Toward the pages before the current one (the data source's `viewControllerBefore`).
        case reverse = 1
    }

    /// Where the spine of a page-curl page view controller sits (UIKit's `UIPageViewController.SpineLocation`).
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style's location.
        case none = 0
        /// At the left (horizontal) or top (vertical) edge; one page shows at a time.
        case min = 1
        /// In the middle; two pages show at a time, and pages are double-sided.
        case mid = 2
        /// At the right (horizontal) or bottom (vertical) edge; one page shows at a time.
        case max = 3
    }

    /// The keys of the options dictionary given to `init(transitionStyle:navigationOrientation:options:)`
    /// (UIKit's `UIPageViewController.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `SpineLocation` (or its raw value as an `NSNumber`/`Int`) for the page-curl style; `.min` without it.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (a `CGFloat`, `Double`, `Int` or `NSNumber`) for the scroll style;
        /// 0 without it.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
