import Foundation
import OpenQuartzCore

/// A display (UIKit's `UIScreen`). The headless main screen is 390 × 844 points at scale 3, 60 frames per
/// second — an iPhone 14's — unless another device is chosen with `UIScreen.main.use(_:)`.
@preconcurrency @MainActor
open class UIScreen {
    /// A device's screen geometry, for `use(_:)` (not Apple API: UIKit's screen is the device's).
    public struct Device: Sendable, Hashable {
        /// The screen's size in points, portrait.
        public var size: CGSize
        /// Pixels per point.
        public var scale: CGFloat
        /// The highest refresh rate, in frames per second.
        public var maximumFramesPerSecond: Int

        /// A device with a screen of `size` points at `scale` pixels per point, refreshing up to
        /// `maximumFramesPerSecond` times a second.
        public init(size: CGSize, scale: CGFloat, maximumFramesPerSecond: Int = 60) {
            self.size = size
            self.scale = scale
            self.maximumFramesPerSecond = maximumFramesPerSecond
        }

        /// An iPhone 14: 390 × 844 points at scale 3, 60 Hz (the default).
        public static let iPhone14 = Device(size: CGSize(width: 390, height: 844), scale: 3)
        /// An iPhone SE (2nd and 3rd generation): 375 × 667 points at scale 2, 60 Hz.
        public static let iPhoneSE = Device(size: CGSize(width: 375, height: 667), scale: 2)
        /// An iPhone 15 Pro Max: 430 × 932 points at scale 3, here at 60 Hz (the device's ProMotion screen
        /// reaches 120 Hz; the virtual clock runs frames of 1/60 s).
        public static let iPhone15ProMax = Device(size: CGSize(width: 430, height: 932), scale: 3)
        /// An iPad Air (4th and 5th generation): 820 × 1180 points at scale 2, 60 Hz.
        public static let iPadAir = Device(size: CGSize(width: 820, height: 1180), scale: 2)
    }

    /// The main screen (UIKit deprecates `main` in iOS 16 in favour of a window scene's screen; OpenUIKit
    /// has one screen). `UIApplication.reset()` returns it to an iPhone 14's.
    public static let main = UIScreen(device: .iPhone14)

    /// The geometry the screen has (not Apple API).
    public private(set) var device: Device

    /// A screen with `device`'s geometry (UIKit makes its screens itself; not Apple API).
    public init(device: Device) {
        self.device = device
    }

    /// Switches the screen to another device's geometry (not Apple API: a real screen is what it is).
    public func use(_ device: Device) {
        self.device = device
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
