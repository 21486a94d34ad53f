import Foundation

/// An on/off switch (UIKit's `UISwitch`): 51 × 31 pt whatever frame it is given, as in UIKit. A tap (a
/// lift inside) flips it, animated, and sends `.valueChanged`; `setOn(_:animated:)` flips it without
/// sending anything.
///
/// Drawn as UIKit draws it, with views: the track (the switch's own layer, rounded, `onTintColor` — system
/// green by default — when on, light gray when off) and a white round thumb 27 pt across, 2 pt from the
/// track's left end when off and from its right end when on.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's size: 51 × 31 pt.
    public static let size = CGSize(width: 51, height: 31)
    /// The track's colour when off.
    public static let offTrackColor = UIColor(red: 233 / 255, green: 233 / 255, blue: 235 / 255, alpha: 1)
    /// How long the thumb takes to slide: 0.25 s.
    public static let animationDuration: TimeInterval = 0.25

    private let thumb = UIView()

    /// Whether the switch is on (false by default).
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    private var on = false

    /// The track's colour when on (nil: system green).
    open var onTintColor: UIColor? { didSet { updateLook() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateLook() } }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        layer.cornerRadius = Self.size.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = 27 / 2
        addSubview(thumb)
        updateLook()
    }

    /// Keeps the switch's fixed size.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// Turns the switch on or off, sliding the thumb over 0.25 s when `animated`. Sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        if animated {
            UIView.animate(
                withDuration: Self.animationDuration, delay: 0, options: [.allowUserInteraction],
                animations: { self.updateLook() })
        } else {
            updateLook()
        }
    }

    override func trackingEndedInside(_ touch: UITouch) {
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    private func updateLook() {
        backgroundColor = on ? (onTintColor ?? .systemGreen) : Self.offTrackColor
        thumb.backgroundColor = thumbTintColor ?? .white
        thumb.frame = CGRect(x: on ? Self.size.width - 29 : 2, y: 2, width: 27, height: 27)
    }
}
