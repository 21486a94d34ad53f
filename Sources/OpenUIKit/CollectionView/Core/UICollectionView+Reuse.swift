import Foundation
import OpenQuartzCore

/// Registration and the reuse queues of cells and supplementary views.
extension UICollectionView {
    /// Registers `cellClass` (a `UICollectionViewCell` subclass) to make cells for `identifier`; nil
    /// unregisters. Anything else is reported and ignored.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        register(cellClass, key: Self.queueKey(kind: nil, identifier), as: UICollectionViewCell.self)
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) to make supplementary views of
    /// `elementKind` for `identifier`; nil unregisters. Anything else is reported and ignored.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        register(viewClass, key: Self.queueKey(kind: elementKind, identifier), as: UICollectionReusableView.self)
    }

    /// A cell for the item at `indexPath`: one that went out of use under `identifier` (after its
    /// `prepareForReuse()`), else a new cell of the class, nib or storyboard prototype registered for it. With nothing registered UIKit
    /// raises; OpenUIKit reports UIKit's text and returns a cell the collection view leaves out.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        dequeue(kind: nil, identifier: identifier, indexPath: indexPath) as? UICollectionViewCell
            ?? UICollectionViewCell.unusable()
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or made as
    /// `dequeueReusableCell(withReuseIdentifier:for:)` does.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeue(kind: elementKind, identifier: identifier, indexPath: indexPath) ?? UICollectionReusableView.unusable()
    }

    private func register<Base: UICollectionReusableView>(_ viewClass: AnyClass?, key: String, as base: Base.Type) {
        registeredFactories[key] = nil
        guard let viewClass else {
            registeredClasses[key] = nil
            return
        }
        guard let type = viewClass as? Base.Type else {
            Diagnostics.report(.invalidArgument, .exception, "register: \(viewClass) is not a \(Base.self) class")
            return
        }
        registeredClasses[key] = type
    }

    private func dequeue(kind: String?, identifier: String, indexPath: IndexPath) -> UICollectionReusableView? {
        let key = Self.queueKey(kind: kind, identifier)
        if let view = reuseQueues[key]?.popLast() {
            view.isInReuseQueue = false
            view.prepareForReuse()
            return view
        }
        if let factory = registeredFactories[key] {
            guard let view = factory() else { return nil }
            view.reuseIdentifier = identifier
            view.reuseKind = kind
            return view
        }
        guard let type = registeredClasses[key] else {
            Diagnostics.report(
                .invalidDataSource, .exception,
                "could not dequeue a view of kind: \(kind ?? "UICollectionElementKindCell") with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
            return nil
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        view.reuseKind = kind
        return view
    }

    /// The key of the reuse queue of views of `kind` (nil: cells) under `identifier`.
    static func queueKey(kind: String?, _ identifier: String) -> String {
        "\(kind ?? "")/\(identifier)"
    }

    /// Puts `view` out of sight into its reuse queue (views without an identifier are let go). A view is
    /// queued once: removing its animations may end an update whose completion queues its departing views,
    /// this one among them.
    func enqueue(_ view: UICollectionReusableView) {
        guard !view.isInReuseQueue else { return }
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else {
            view.layer.removeAllAnimations()
            return
        }
        view.isInReuseQueue = true
        reuseQueues[Self.queueKey(kind: view.reuseKind, identifier), default: []].append(view)
        view.layer.removeAllAnimations()
    }
}
