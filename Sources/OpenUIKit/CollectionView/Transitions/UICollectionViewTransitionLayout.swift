import Foundation
import OpenQuartzCore

/// The layout between two layouts during an interactive transition (UIKit's
/// `UICollectionViewTransitionLayout`): every element's attributes are those of `currentLayout` and
/// `nextLayout` mixed by `transitionProgress` (0: the current layout's, 1: the next's) — centre, size, alpha
/// and transform interpolated linearly, as is the content size. An element only one layout has fades: it is
/// at that layout's place with its alpha scaled.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: UICollectionViewLayout

    /// How far the transition is, 0 to 1 (a gesture sets it as the finger moves); setting it lays the
    /// collection view out again. A value that is not finite is reported and ignored.
    open var transitionProgress: CGFloat {
        get { progress }
        set {
            guard newValue.isFinite else {
                Diagnostics.report(
                    .invalidGeometry, .exception,
                    "UICollectionViewTransitionLayout.transitionProgress must be finite; got \(newValue), kept \(progress)"
                )
                return
            }
            progress = newValue
            invalidateLayout()
        }
    }
    private var progress: CGFloat = 0

    /// The transition from `currentLayout` to `nextLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    /// Prepares both layouts (each once: moving the progress does not make them compute again).
    open override func prepare() {
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.prepareIfNeeded()
        }
    }

    /// The two content sizes mixed by the progress.
    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        return CGSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    /// The elements either layout places in `rect`, mixed. The two layouts' elements are paired once per
    /// rectangle: while neither layout prepares again, a new progress only mixes the pairs again (the
    /// layouts' answers for a rectangle do not change between their preparations).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let preparations = [currentLayout.preparations, nextLayout.preparations]
        let pairs: [ElementPair]
        if let paired = pairedElements, paired.rect == rect, paired.preparations == preparations {
            pairs = paired.pairs
        } else {
            pairs = elementPairs(in: rect)
            pairedElements = (rect, preparations, pairs)
        }
        var result: [UICollectionViewLayoutAttributes] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            if let mixed = mixed(pair.from, pair.to) { result.append(mixed) }
        }
        return result
    }

    /// One element's attributes in the current layout and in the next (nil where a layout does not place it).
    private typealias ElementPair = (from: UICollectionViewLayoutAttributes?, to: UICollectionViewLayoutAttributes?)

    /// The pairs of the rectangle asked last, with the preparation counts of the two layouts then.
    private var pairedElements: (rect: CGRect, preparations: [Int], pairs: [ElementPair])?

    /// The elements either layout places in `rect`, each with its attributes in both layouts: first those of
    /// the current layout, then those only the next layout places.
    private func elementPairs(in rect: CGRect) -> [ElementPair] {
        let from = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let next = nextLayout.layoutAttributesForElements(in: rect) ?? []
        // The next layout's elements by key; those the current layout also places are taken out as they are
        // paired, so what is left are the elements only the next layout places.
        var to: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        to.reserveCapacity(next.count)
        for attributes in next { to[attributes.elementKey] = attributes }
        var pairs: [ElementPair] = []
        pairs.reserveCapacity(max(from.count, next.count))
        for attributes in from {
            let key = attributes.elementKey
            pairs.append((attributes, to.removeValue(forKey: key) ?? element(key, in: nextLayout)))
        }
        for (key, attributes) in to { pairs.append((element(key, in: currentLayout), attributes)) }
        return pairs
    }

    /// The item's attributes in both layouts, mixed.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        mixed(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The supplementary view's attributes in both layouts, mixed.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    {
        mixed(
            currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
            nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    private func element(
        _ key: CollectionElementKey, in layout: UICollectionViewLayout
    )
        -> UICollectionViewLayoutAttributes?
    {
        guard let kind = key.kind else { return layout.layoutAttributesForItem(at: key.indexPath) }
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
    }

    private func mix(_ from: CGFloat, _ to: CGFloat) -> CGFloat { Self.mix(from, to, by: progress) }

    /// `from` moved towards `to` by `progress` (read once per element: the layout mixes every element of
    /// the rectangle at each frame).
    private static func mix(_ from: CGFloat, _ to: CGFloat, by progress: CGFloat) -> CGFloat {
        from + (to - from) * progress
    }

    private func mixed(
        _ from: UICollectionViewLayoutAttributes?, _ to: UICollectionViewLayoutAttributes?
    )
        -> UICollectionViewLayoutAttributes?
    {
        let progress = progress
        switch (from, to) {
        case (nil, nil): return nil
        case (let only?, nil):
            let result = only.copy()
            result.alpha = only.alpha * (1 - progress)
            return result
        case (nil, let only?):
            let result = only.copy()
            result.alpha = only.alpha * progress
            return result
        case (let from?, let to?):
            let result = to.copy()
            let fromCenter = from.center, toCenter = to.center, fromSize = from.size, toSize = to.size
            result.center = CGPoint(
                x: Self.mix(fromCenter.x, toCenter.x, by: progress), y: Self.mix(fromCenter.y, toCenter.y, by: progress)
            )
            result.size = CGSize(
                width: Self.mix(fromSize.width, toSize.width, by: progress),
                height: Self.mix(fromSize.height, toSize.height, by: progress))
            result.alpha = Self.mix(from.alpha, to.alpha, by: progress)
            result.transform3D = Self.mixTransform(from.transform3D, to.transform3D, by: progress)
            result.zIndex = progress < 0.5 ? from.zIndex : to.zIndex
            result.isHidden = progress < 0.5 ? from.isHidden : to.isHidden
            return result
        }
    }

    private static func mixTransform(_ from: CATransform3D, _ to: CATransform3D, by progress: CGFloat) -> CATransform3D
    {
        if CATransform3DEqualToTransform(from, to) { return to }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        return CATransform3D(
            m11: mix(from.m11, to.m11), m12: mix(from.m12, to.m12), m13: mix(from.m13, to.m13),
            m14: mix(from.m14, to.m14),
            m21: mix(from.m21, to.m21), m22: mix(from.m22, to.m22), m23: mix(from.m23, to.m23),
            m24: mix(from.m24, to.m24),
            m31: mix(from.m31, to.m31), m32: mix(from.m32, to.m32), m33: mix(from.m33, to.m33),
            m34: mix(from.m34, to.m34),
            m41: mix(from.m41, to.m41), m42: mix(from.m42, to.m42), m43: mix(from.m43, to.m43),
            m44: mix(from.m44, to.m44))
    }
}
