import Foundation

/// The part of UIKit a fuzz program exercises: each area draws its own operations (plus the run loop's) and
/// starts from its own scene (`FuzzOperation.setUp`), so a short run per area reaches that area's deep
/// states instead of spreading thinly over every API.
enum FuzzArea: String, Sendable, CaseIterable, Hashable {
    /// Windows, child containment, view and layer trees, every kind of animation.
    case containment
    /// A navigation controller in the key window: pushes, pops, stacks set, edge swipes.
    case navigation
    /// Presentations of every style, dismissals, sheets dragged down.
    case presentation
    /// A tab bar controller in the key window: tabs set, selections in code and by taps, animated and
    /// interactive switches.
    case tabBars
    /// Fingers on views with gesture recognizers, recognizers added and removed mid-gesture, a scroll view
    /// flicked and a table view reloaded while it scrolls.
    case touches
    /// Random Auto Layout systems on a container: constraints added, removed, re-prioritised, laid out.
    case autoLayout
    /// A collection view with random batch updates against a model list.
    case collectionViews

    /// The scene `FuzzOperation.setUp` builds, as a reproducer prints it.
    var scene: String {
        switch self {
        case .containment: return "nothing: the pools as they are"
        case .navigation: return "w0 (320 × 480) shows n = UINavigationController(rootViewController: p0)"
        case .presentation: return "w0 and w1 are 320 × 480; w0 shows c0"
        case .tabBars: return "w0 (320 × 480) shows t = UITabBarController() with c0, c1, c2 as tabs"
        case .touches:
            return "w0 (320 × 480) holds v0…v2 side by side (100 × 100), a scroll view s and a table view tv of 30 rows"
        case .autoLayout: return "w0 holds a 200 × 200 container k with v0…v3 as Auto Layout subviews"
        case .collectionViews:
            return "w0 holds a 200 × 300 collection view cv (flow layout, 40 × 40 items) over a model of 3 sections"
        }
    }
}
