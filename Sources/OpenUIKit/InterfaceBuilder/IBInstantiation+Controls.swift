import Foundation

extension IBInstantiation {
    /// A label's text, font, text colour, alignment, line break mode and number of lines.
    func decodeLabel(_ label: UILabel, from element: IBElement) {
        if let font = element.child(key: "fontDescription") { label.font = IBValues.font(from: font) }
        // `if let` rather than `flatMap` with main-actor functions, which check at each call that they run on
        // the main actor.
        if let colorElement = element.child(key: "textColor", named: "color"), let color = color(from: colorElement) {
            label.textColor = color
        }
        if let name = element["textAlignment"], let alignment = IBValues.textAlignment(name) {
            label.textAlignment = alignment
        }
        if let name = element["lineBreakMode"], let mode = IBValues.lineBreakMode(name) { label.lineBreakMode = mode }
        if let lines = element.double("numberOfLines") { label.numberOfLines = Int(lines) }
        if let text = element["text"] { label.text = text }
        if let enabled = element.bool("enabled") { label.isEnabled = enabled }
    }

    /// A button's control attributes, font, and per-state titles, title colours and images (or the title
    /// of its iOS 15 `buttonConfiguration`, for the normal state).
    func decodeButton(_ button: UIButton, from element: IBElement) {
        decodeControl(button, from: element)
        if let font = element.child(key: "fontDescription") { button.titleLabel?.font = IBValues.font(from: font) }
        for state in element.children where state.name == "state" {
            guard let controlState = IBControlValues.state(state.key) else { continue }
            if let title = state["title"] { button.setTitle(title, for: controlState) }
            if let image = state["image"] { button.setImage(self.image(named: image), for: controlState) }
            if let color = state.child(key: "titleColor", named: "color") {
                button.setTitleColor(self.color(from: color), for: controlState)
            }
        }
        if let configuration = element.child(key: "configuration", named: "buttonConfiguration"),
            let title = configuration["title"]
        {
            button.setTitle(title, for: .normal)
        }
    }

    /// A switch's state.
    func decodeSwitch(_ control: UISwitch, from element: IBElement) {
        decodeControl(control, from: element)
        if let on = element.bool("on") { control.isOn = on }
    }

    /// A segmented control's segments and selected segment.
    func decodeSegmentedControl(_ control: UISegmentedControl, from element: IBElement) {
        decodeControl(control, from: element)
        for (index, segment) in element.children(of: "segments").enumerated() {
            if let image = segment["image"] {
                control.insertSegment(with: self.image(named: image), at: index, animated: false)
            } else {
                control.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
        }
        if let selected = element.double("selectedSegmentIndex") { control.selectedSegmentIndex = Int(selected) }
    }

    /// A text field's text, placeholder, font, colour, alignment and border style.
    func decodeTextField(_ field: UITextField, from element: IBElement) {
        decodeControl(field, from: element)
        if let font = element.child(key: "fontDescription") { field.font = IBValues.font(from: font) }
        if let color = element.child(key: "textColor", named: "color") { field.textColor = self.color(from: color) }
        if let alignment = element["textAlignment"].flatMap(IBValues.textAlignment) { field.textAlignment = alignment }
        if let style = element["borderStyle"].flatMap(IBControlValues.borderStyle) { field.borderStyle = style }
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        if let text = element["text"] { field.text = text }
    }

    /// An image view's image and highlighted image, by name.
    func decodeImageView(_ imageView: UIImageView, from element: IBElement) {
        if let name = element["image"] { imageView.image = image(named: name) }
        if let name = element["highlightedImage"] { imageView.highlightedImage = image(named: name) }
    }

    /// What every control has: enabled, selected, highlighted, content alignment.
    private func decodeControl(_ control: UIControl, from element: IBElement) {
        if let enabled = element.bool("enabled") { control.isEnabled = enabled }
        if let selected = element.bool("selected") { control.isSelected = selected }
        if let highlighted = element.bool("highlighted") { control.isHighlighted = highlighted }
        switch element["contentHorizontalAlignment"] {
        case "left": control.contentHorizontalAlignment = .left
        case "right": control.contentHorizontalAlignment = .right
        case "fill": control.contentHorizontalAlignment = .fill
        case "leading": control.contentHorizontalAlignment = .leading
        case "trailing": control.contentHorizontalAlignment = .trailing
        default: break
        }
        switch element["contentVerticalAlignment"] {
        case "top": control.contentVerticalAlignment = .top
        case "bottom": control.contentVerticalAlignment = .bottom
        case "fill": control.contentVerticalAlignment = .fill
        default: break
        }
    }
}
