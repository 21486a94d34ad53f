import Foundation

/// How UIKit prints objects in constraint descriptions and console messages: `UIView:0x7f…`, with a
/// label's text or a button's title (`UILabel:0x…'Title'`) and a layout guide's identifier.
@MainActor
enum LayoutItemDescription {
    /// `Type:0xaddress`, plus the quoted text, title or identifier UIKit adds.
    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "(null)" }
        var text = "\(type(of: item)):\(address(of: item))"
        if let label = item as? UILabel, let title = label.text {
            text += "'\(title)'"
        } else if let button = item as? UIButton, let title = button.currentTitle {
            text += "'\(title)'"
        } else if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            text += "'\(guide.identifier)'"
        }
        return text
    }

    /// The object's address as UIKit prints pointers: `0x` and lowercase hexadecimal.
    nonisolated static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// A number as UIKit's `%g` prints it in constraint descriptions: no trailing zeros.
    nonisolated static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.6g", Double(value))
        if text.contains("."), !text.contains("e") {
            while text.hasSuffix("0") { text.removeLast() }
        }
        return text
    }
}
