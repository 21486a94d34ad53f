import Foundation

extension UIColor {
    /// The colour named `name` in the main bundle's asset catalogs, as UIKit's `UIColor(named:)`; nil when
    /// there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set named `name` in `bundle`'s asset catalogs (the main bundle's when nil), as UIKit's
    /// `UIColor(named:in:compatibleWith:)`: its colour for any appearance (OpenUIKit's screens are light).
    /// Nil when there is none or its `Contents.json` cannot be read (reported).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard !name.isEmpty else { return nil }
        for catalog in ImageResourceLookup.catalogs(in: bundle ?? .main) {
            if let color = AssetCatalog.color(named: name, in: catalog) {
                self.init(cgColor: color.cgColor)
                return
            }
        }
        return nil
    }
}
