import Foundation
import OpenQuartzCore

/// A display (UIKit's `UIScreen`). The headless main screen is 390 × 844 points at scale 3, 60 frames per
/// second — an iPhone 14's, without its status bar and home indicator (`Device.headless`) — unless another
/// device is chosen with `UIScreen.main.use(_:)`.
@preconcurrency @MainActor
open class UIScreen {
    /// A device's screen geometry and the insets its status bar and home indicator take, for `use(_:)` (not
    /// Apple API: UIKit's screen is the device's).
    ///
    /// The presets' `safeAreaInsets` are those UIKit gives a full-screen window on the device in portrait
    /// (`UIWindow.safeAreaInsets`, as iOS 16 and 17 report them: the status bar's height on top, the home
    /// indicator's at the bottom); a window on a screen made from a preset gets them as its own safe area.
    public struct Device: Sendable, Hashable {
        /// The screen's size in points, portrait.
        public var size: CGSize
        /// Pixels per point.
        public var scale: CGFloat
        /// The highest refresh rate, in frames per second.
        public var maximumFramesPerSecond: Int
        /// The insets of the screen that the status bar and the home indicator take, portrait: what a
        /// full-screen window's `safeAreaInsets` are.
        public var safeAreaInsets: UIEdgeInsets
        /// Whether the device is an iPad, whose full-screen windows have a regular horizontal size class
        /// (a view controller's root view then has 20-point minimum margins instead of 16).
        public var isPad: Bool

        /// A device with a screen of `size` points at `scale` pixels per point, refreshing up to
        /// `maximumFramesPerSecond` times a second, with `safeAreaInsets` taken by its status bar and home
        /// indicator (none by default).
        public init(
            size: CGSize, scale: CGFloat, maximumFramesPerSecond: Int = 60, safeAreaInsets: UIEdgeInsets = .zero,
            isPad: Bool = false
        ) {
            self.size = size
            self.scale = scale
            self.maximumFramesPerSecond = maximumFramesPerSecond
            self.safeAreaInsets = safeAreaInsets
            self.isPad = isPad
        }

        /// An iPhone 14's screen without its status bar and home indicator: 390 × 844 points at scale 3,
        /// 60 Hz, zero safe-area insets. The main screen's default, so that windows in tests lay out on the
        /// whole screen.
        public static let headless = Device(size: CGSize(width: 390, height: 844), scale: 3)
        /// An iPhone 14: 390 × 844 points at scale 3, 60 Hz; a 47-point status bar and a 34-point home
        /// indicator.
        public static let iPhone14 = Device(
            size: CGSize(width: 390, height: 844), scale: 3,
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        /// An iPhone SE (2nd and 3rd generation): 375 × 667 points at scale 2, 60 Hz; a 20-point status bar
        /// and a home button (no inset at the bottom).
        public static let iPhoneSE = Device(
            size: CGSize(width: 375, height: 667), scale: 2,
            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        /// An iPhone 15 Pro Max: 430 × 932 points at scale 3, here at 60 Hz (the device's ProMotion screen
        /// reaches 120 Hz; the virtual clock runs frames of 1/60 s); a 59-point status bar around the Dynamic
        /// Island and a 34-point home indicator.
        public static let iPhone15ProMax = Device(
            size: CGSize(width: 430, height: 932), scale: 3,
            safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        /// An iPad Air (4th and 5th generation): 820 × 1180 points at scale 2, 60 Hz; a 24-point status bar
        /// and a 20-point home indicator.
        public static let iPadAir = Device(
            size: CGSize(width: 820, height: 1180), scale: 2,
            safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            isPad: true)
    }

    /// The main screen (UIKit deprecates `main` in iOS 16 in favour of a window scene's screen; OpenUIKit
    /// has one screen). `UIApplication.reset()` returns it to `Device.headless`.
    public static let main = UIScreen(device: .headless)

    /// The geometry the screen has (not Apple API).
    public private(set) var device: Device

    /// A screen with `device`'s geometry (UIKit makes its screens itself; not Apple API).
    public init(device: Device) {
        self.device = device
    }

    /// Switches the screen to another device's geometry (not Apple API: a real screen is what it is). The
    /// visible windows on the screen take the device's safe-area insets.
    public func use(_ device: Device) {
        let insetsChange = device.safeAreaInsets != self.device.safeAreaInsets
        self.device = device
        guard insetsChange else { return }
        for window in UIApplication.shared.windows where window.screen === self { window.updateSafeAreaInsets() }
    }

    /// The screen's rectangle in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    /// Pixels per point.
    public var scale: CGFloat { device.scale }
    /// The physical pixels per point (the same as `scale` here).
    public var nativeScale: CGFloat { device.scale }
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.size.width * device.scale, height: device.size.height * device.scale)
    }
    /// The highest frame rate the screen shows, as UIKit's `maximumFramesPerSecond`.
    public var maximumFramesPerSecond: Int { device.maximumFramesPerSecond }
}
