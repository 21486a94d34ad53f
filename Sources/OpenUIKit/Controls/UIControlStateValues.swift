import Foundation

/// Values a control keeps per state (a button's titles, title colours, images), looked up as UIKit does:
/// the value for the exact state, else for its most telling flag (disabled, then highlighted, then
/// selected), else the `.normal` value.
struct UIControlStateValues<Value> {
    private var values: [UInt: Value] = [:]

    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// The value shown in `state`.
    func resolved(for state: UIControl.State) -> Value? {
        if let exact = values[state.rawValue] { return exact }
        for flag in [UIControl.State.disabled, .highlighted, .selected] where state.contains(flag) {
            if let value = values[flag.rawValue] { return value }
        }
        return values[UIControl.State.normal.rawValue]
    }
}
