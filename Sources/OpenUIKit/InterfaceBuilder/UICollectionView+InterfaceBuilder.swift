import Foundation
import OpenQuartzCore

extension UICollectionView {
    /// Registers `nib` to make cells for `identifier` when the reuse queue is empty: each dequeue
    /// instantiates the nib and uses its top-level `UICollectionViewCell` (UIKit's
    /// `register(_:forCellWithReuseIdentifier:)` with a nib); nil unregisters.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        register(nib, kind: nil, identifier: identifier, as: UICollectionViewCell.self)
    }

    /// Registers `nib` to make supplementary views of `kind` for `identifier`, as
    /// `register(_:forCellWithReuseIdentifier:)` does for cells; nil unregisters.
    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        register(nib, kind: kind, identifier: identifier, as: UICollectionReusableView.self)
    }

    private func register<View: UICollectionReusableView>(
        _ nib: UINib?, kind: String?, identifier: String, as viewType: View.Type
    ) {
        guard let nib else {
            registerFactory(kind: kind, identifier: identifier, nil)
            return
        }
        registerFactory(kind: kind, identifier: identifier) {
            let view = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? View }.first
            if view == nil {
                Diagnostics.report(
                    .invalidDataSource, .exception,
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(View.self) instance"
                )
            }
            return view
        }
    }

    /// Registers `factory` (a nib or a storyboard prototype) to make the views of `kind` (nil: cells) for
    /// `identifier`, replacing a class registered for them; nil unregisters.
    func registerFactory(
        kind: String?, identifier: String, _ factory: (@MainActor () -> UICollectionReusableView?)?
    ) {
        let key = Self.queueKey(kind: kind, identifier)
        registeredClasses[key] = nil
        registeredFactories[key] = factory
    }
}
