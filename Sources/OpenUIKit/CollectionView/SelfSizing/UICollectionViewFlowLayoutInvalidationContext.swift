import Foundation
import OpenQuartzCore

/// A flow layout's invalidation context (UIKit's `UICollectionViewFlowLayoutInvalidationContext`): whether
/// the delegate's sizes and spacings must be asked again, and the preferred sizes self-sizing cells gave.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the flow layout asks its delegate again for sizes, insets and spacings (true by default).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout recomputes its attributes (true by default).
    open var invalidateFlowLayoutAttributes = true

    /// The sizes self-sizing cells preferred, by item.
    var preferredItemSizes: [IndexPath: CGSize] = [:]
}
