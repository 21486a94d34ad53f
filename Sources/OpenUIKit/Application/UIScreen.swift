import Foundation
import OpenQuartzCore

/// A display (UIKit's `UIScreen`). The headless main screen is 390 × 844 points at scale 3, 60 frames per
/// second — an iPhone 14's — unless another device is chosen with `UIScreen.main.use(_:)`.
@MainActor
open class UIScreen {
    /// A device's screen geometry.
    public struct Device: Sendable, Hashable {
        public var size: CGSize
        public var scale: CGFloat
        public var maximumFramesPerSecond: Int

        public init(size: CGSize, scale: CGFloat, maximumFramesPerSecond: Int = 60) {
            self.size = size
            self.scale = scale
            self.maximumFramesPerSecond = maximumFramesPerSecond
        }

        public static let iPhone14 = Device(size: CGSize(width: 390, height: 844), scale: 3)
        public static let iPhoneSE = Device(size: CGSize(width: 375, height: 667), scale: 2)
        public static let iPhone15ProMax = Device(size: CGSize(width: 430, height: 932), scale: 3)
        public static let iPadAir = Device(size: CGSize(width: 820, height: 1180), scale: 2)
    }

    /// The main screen.
    public static let main = UIScreen(device: .iPhone14)

    public private(set) var device: Device

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
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: device.size.width * device.scale, height: device.size.height * device.scale) }
    public var maximumFramesPerSecond: Int { device.maximumFramesPerSecond }
}
