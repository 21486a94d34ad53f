import Foundation

extension NSLayoutConstraint {
    /// The constraint without addresses, for tools that show constraints beside views (the testing
    /// product's `.recursiveDescription`, the gallery's layout overlay): `UILabel'Title'.leading ==
    /// self.leading + 20`, items named by class (`view` itself as `self`, a label with its text, a guide by
    /// its identifier), the multiplier when it is not 1, the priority when it is not required and the
    /// identifier in brackets; an autoresizing-mask constraint starts with its mask in UIKit's notation
    /// (`h=--& v=--& UIView.left == 0`). Not UIKit API: UIKit prints addresses (`description`).
    package func readableDescription(relativeTo view: UIView?) -> String {
        func name(_ item: AnyObject?) -> String {
            switch item {
            case let item as UIView where item === view: "self"
            case let label as UILabel: "UILabel" + (label.text.map { "'\($0)'" } ?? "")
            case let guide as UILayoutGuide: (guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)
            case let item?: "\(type(of: item))"
            case nil: "(distance)"
            }
        }
        let number = Self.readableNumber
        let words = description.split(separator: " ", maxSplits: 3)
        let isAutoresizing = words.count > 3 && words[0].hasPrefix("<NSAutoresizingMaskLayoutConstraint")
        let mask = isAutoresizing ? "\(words[1]) \(words[2]) " : ""
        var text = mask + "\(name(firstItem)).\(firstAttribute) \(relation)"
        if let second = secondItem {
            text += " "
            if multiplier != 1 { text += number(multiplier) + "*" }
            text += "\(name(second)).\(secondAttribute)"
            if constant != 0 { text += (constant > 0 ? " + " : " - ") + number(abs(constant)) }
        } else {
            text += " " + number(constant)
        }
        if priority != .required { text += " @" + number(CGFloat(priority.rawValue)) }
        if let identifier { text += " [\(identifier)]" }
        return text
    }

    /// A number with up to three decimals and no trailing zeros, as `readableDescription(relativeTo:)`
    /// writes constants.
    package nonisolated static func readableNumber(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
