import Foundation

/// The values of controls and containers Interface Builder writes as names: button types, control
/// states, table and cell styles, stack view arrangement, and a collection view's flow layout.
@MainActor
enum IBControlValues {
    /// A `buttonType` (absent: custom).
    static func buttonType(_ name: String?) -> UIButton.ButtonType {
        switch name {
        case "system", "roundedRect": .system
        case "detailDisclosure": .detailDisclosure
        case "infoLight": .infoLight
        case "infoDark": .infoDark
        case "contactAdd": .contactAdd
        case "close": .close
        default: .custom
        }
    }

    /// The control state of a button's `<state key=…>`.
    static func state(_ key: String?) -> UIControl.State? {
        switch key {
        case "normal": .normal
        case "highlighted": .highlighted
        case "selected": .selected
        case "disabled": .disabled
        default: nil
        }
    }

    /// A table view's `style` (absent: plain).
    static func tableStyle(_ name: String?) -> UITableView.Style {
        switch name {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    /// A cell's `style` (`IBUITableViewCellStyleSubtitle`; absent or custom: default).
    static func cellStyle(_ name: String?) -> UITableViewCell.CellStyle {
        switch name {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }

    /// A stack view's `distribution`.
    static func distribution(_ name: String) -> UIStackView.Distribution? {
        switch name {
        case "fill": .fill
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: nil
        }
    }

    /// A stack view's `alignment`.
    static func alignment(_ name: String) -> UIStackView.Alignment? {
        switch name {
        case "fill": .fill
        case "leading", "top": .leading
        case "firstBaseline": .firstBaseline
        case "center": .center
        case "trailing", "bottom": .trailing
        case "lastBaseline", "baseline": .lastBaseline
        default: nil
        }
    }

    /// A text field's `borderStyle`.
    static func borderStyle(_ name: String) -> UITextField.BorderStyle? {
        switch name {
        case "line": .line
        case "bezel": .bezel
        case "roundedRect": .roundedRect
        case "none": UITextField.BorderStyle.none
        default: nil
        }
    }

    /// A `<size width= height=>`, zero for what it leaves out.
    private static func size(_ element: IBElement) -> CGSize {
        CGSize(width: element.cgFloat("width") ?? 0, height: element.cgFloat("height") ?? 0)
    }

    /// The flow layout of a `<collectionView>`'s `<collectionViewFlowLayout key="collectionViewLayout">`:
    /// scroll direction, spacing, item size, header and footer reference sizes, estimated item size
    /// (`automaticEstimatedItemSize` is `automaticSize`), section inset.
    static func flowLayout(from element: IBElement) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        guard let description = element.child(key: "collectionViewLayout", named: "collectionViewFlowLayout") else {
            return layout
        }
        if description["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let spacing = description.cgFloat("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = description.cgFloat("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        if let size = description.child(key: "itemSize") {
            layout.itemSize = CGSize(width: size.cgFloat("width") ?? 50, height: size.cgFloat("height") ?? 50)
        }
        if let size = description.child(key: "headerReferenceSize") { layout.headerReferenceSize = self.size(size) }
        if let size = description.child(key: "footerReferenceSize") { layout.footerReferenceSize = self.size(size) }
        if let size = description.child(key: "estimatedItemSize") { layout.estimatedItemSize = self.size(size) }
        if description.bool("automaticEstimatedItemSize") == true {
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        }
        if let inset = description.child(key: "sectionInset") { layout.sectionInset = IBValues.insets(from: inset) }
        return layout
    }
}
