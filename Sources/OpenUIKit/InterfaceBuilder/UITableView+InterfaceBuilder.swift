import Foundation
import OpenQuartzCore

extension UITableView {
    /// Registers `nib` to make cells for `identifier` when the reuse queue is empty: each dequeue
    /// instantiates the nib and uses its first top-level `UITableViewCell` (UIKit's
    /// `register(_:forCellReuseIdentifier:)` with a nib); nil unregisters.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            registeredFactories[identifier] = nil
            registeredClasses[identifier] = nil
            return
        }
        registerCellFactory(forCellReuseIdentifier: identifier) {
            let cell = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UITableViewCell }.first
            if cell == nil {
                Diagnostics.report(
                    .invalidDataSource, .exception,
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance"
                )
            }
            return cell
        }
    }

    /// Registers `factory` (a nib or a storyboard prototype) to make cells for `identifier`.
    func registerCellFactory(
        forCellReuseIdentifier identifier: String, _ factory: @escaping @MainActor () -> UITableViewCell?
    ) {
        registeredClasses[identifier] = nil
        registeredFactories[identifier] = factory
    }
}
