import Foundation

extension Bundle {
    /// Makes the objects of the nib `name.xib` in this bundle with `owner` as File's Owner and returns the
    /// top-level objects (UIKit's `loadNibNamed(_:owner:options:)`); nil, after reporting it, when the
    /// bundle has no such nib.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let objects = UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
        return url(forResource: name, withExtension: "xib") == nil ? nil : objects
    }
}
