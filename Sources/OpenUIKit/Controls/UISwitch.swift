import Foundation
import OpenQuartzCore

/// An on/off switch (UIKit's `UISwitch`): 51 × 31 pt whatever frame it is given, as in UIKit. A tap (a
/// lift inside) flips it, animated, and sends `.valueChanged`; `setOn(_:animated:)` flips it without
/// sending anything.
///
/// Drawn as UIKit drew it before iOS 26, with views: the track (the switch's own layer, rounded,
/// `onTintColor` — system green by default — when on, light gray when off) and a white round thumb 27 pt
/// across, 2 pt from the track's left end when off and from its right end when on. (iOS 26 draws a 63 × 28
/// blue switch; OpenUIKit keeps the 51 × 31 green one.) A toggle moves as measured on iOS 26.1 (Mac Catalyst,
/// a third party's probes, the Vercantez/openuikit project): the thumb slides on the curve
/// (0.160, 0.004)–(0.406, 1.192) over 0.336 s and the track's colour follows a critically damped spring,
/// ω 9.2400 rad/s over 0.99947 s turning on and ω 15.7080 rad/s over 0.58792 s turning off.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's size: 51 × 31 pt.
    public static let size = CGSize(width: 51, height: 31)
    /// The track's colour when off.
    public static let offTrackColor = UIColor(red: 233 / 255, green: 233 / 255, blue: 235 / 255, alpha: 1)
    /// How long the thumb takes to slide: 0.336 s, as measured on iOS 26.1.
    public static let animationDuration: TimeInterval = 0.336
    /// The thumb's timing curve's control points, as measured on iOS 26.1 (it overshoots a little).
    static let thumbCurve = (CGPoint(x: 0.160, y: 0.004), CGPoint(x: 0.406, y: 1.192))
    /// The track colour's critically damped spring, as measured on iOS 26.1: ω in rad/s and the duration.
    static let trackSpring = (on: (omega: 9.2400, duration: 0.99947), off: (omega: 15.7080, duration: 0.58792))

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
        installThumb()
    }

    /// Makes a switch from an Interface Builder file: at the switch's size, on or off as the file says
    /// (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: frame.origin, size: Self.size)
        installThumb()
        if let coder = coder as? IBCoder { coder.instantiation.decodeSwitch(self, from: coder.element) }
    }

    private func installThumb() {
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

    /// Turns the switch on or off, when `animated` with the measured motion (see the type's description).
    /// Sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        guard animated else { return updateLook() }
        let shownColor = layer.presentation()?.backgroundColor ?? layer.backgroundColor
        UIView.performWithoutAnimation { updateTrack() }
        let spring = CASpringAnimation(keyPath: "backgroundColor")
        let measured = on ? Self.trackSpring.on : Self.trackSpring.off
        spring.mass = 1
        spring.stiffness = CGFloat(measured.omega * measured.omega)
        spring.damping = CGFloat(2 * measured.omega)
        spring.duration = measured.duration
        spring.fromValue = shownColor
        spring.toValue = layer.backgroundColor
        layer.add(spring, forKey: "backgroundColor")
        let slide = UIViewPropertyAnimator(
            duration: Self.animationDuration, controlPoint1: Self.thumbCurve.0, controlPoint2: Self.thumbCurve.1
        ) { self.updateThumb() }
        slide.startAnimation()
    }

    override func trackingEndedInside(_ touch: UITouch) {
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// The switch's fixed size, 51 × 31 pt, as Auto Layout's natural size.
    open override var intrinsicContentSize: CGSize { Self.size }

    private func updateLook() {
        updateTrack()
        updateThumb()
    }

    private func updateTrack() {
        backgroundColor = on ? (onTintColor ?? .systemGreen) : Self.offTrackColor
    }

    private func updateThumb() {
        thumb.backgroundColor = thumbTintColor ?? .white
        thumb.frame = CGRect(x: on ? Self.size.width - 29 : 2, y: 2, width: 27, height: 27)
    }
}
