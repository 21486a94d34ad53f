extension UITextField {
    /// The border a text field draws (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A bezel (UIKit shades its top edge as if sunk into the surface; drawn here as an even grey line).
        case bezel
        /// A rounded rectangle on a white background (the style of fields made in Interface Builder).
        case roundedRect
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while the field is editing.
        case whileEditing
        /// Only while the field is not editing.
        case unlessEditing
        /// Always.
        case always

        /// Whether the view shows when the field's editing state is `editing`.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .always: true
            }
        }
    }
}
