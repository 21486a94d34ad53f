import Foundation

/// The clear button of a text field: a grey circle with a white cross (UIKit's 19-point glyph); a tap clears
/// the field through `UITextField.clearButtonTapped()`.
final class TextFieldClearButton: UIControl {
    /// The button's side, UIKit's clear button glyph's.
    static let side: CGFloat = 19

    weak var field: UITextField?

    /// Part of a UIKit view, never named in an Interface Builder file: not made from one.
    required init?(coder: NSCoder) {
        return nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    override func draw(_ rect: CGRect) {
        let circle = bounds.insetBy(dx: 0.5, dy: 0.5)
        UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1).setFill()
        UIBezierPath(ovalIn: circle).fill()
        let cross = UIBezierPath()
        let inset = bounds.width * 0.32
        cross.move(to: CGPoint(x: inset, y: inset))
        cross.addLine(to: CGPoint(x: bounds.maxX - inset, y: bounds.maxY - inset))
        cross.move(to: CGPoint(x: bounds.maxX - inset, y: inset))
        cross.addLine(to: CGPoint(x: inset, y: bounds.maxY - inset))
        cross.lineWidth = 1.5
        UIColor.white.setStroke()
        cross.stroke()
    }

    override func trackingEndedInside(_ touch: UITouch) {
        field?.clearButtonTapped()
    }
}
