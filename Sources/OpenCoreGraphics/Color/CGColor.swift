import Foundation

/// A colour, Core Graphics' `CGColor`: immutable sRGB red, green, blue and alpha, each in 0…1.
///
/// Components outside 0…1 are clamped when the colour is made (Core Graphics keeps extended-range
/// values only in extended colour spaces, which OpenCoreGraphics does not model).
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    /// The opacity, 0…1.
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = CGColor.clamp(red)
        self.green = CGColor.clamp(green)
        self.blue = CGColor.clamp(blue)
        self.alpha = CGColor.clamp(alpha)
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// A colour from components in `space`: gray spaces read two values (gray, alpha), RGB spaces four
    /// (r, g, b, a); `components` must hold that many. Failable like Core Graphics' initializer, though every
    /// colour space OpenCoreGraphics can make is supported, so it never returns nil here.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        if space.name == CGColorSpace.genericGrayGamma2_2 {
            self.init(gray: components[0], alpha: components[1])
        } else {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    public var numberOfComponents: Int { 4 }
    public var colorSpace: CGColorSpace? { CGColorSpace.deviceRGB }

    /// The colour as it looks in `space` (Core Graphics' `CGColor.converted(to:intent:options:)`). Colours are
    /// kept in sRGB here, so converting to an RGB space gives the same colour; converting to gray gives the
    /// gray of the same luminance (Rec. 709 weights on linear light, re-encoded with the sRGB curve). The
    /// rendering intent and options do not change the result for these spaces.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> CGColor? {
        guard space.name == CGColorSpace.genericGrayGamma2_2 else { return self }
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: CGFloat) -> CGFloat { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        return CGColor(gray: encoded(luminance), alpha: alpha)
    }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Component-wise interpolation of the unpremultiplied components, as Core Animation blends colours.
    package func interpolated(to other: CGColor, fraction: CGFloat) -> CGColor {
        CGColor(
            red: red + (other.red - red) * fraction,
            green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction,
            alpha: alpha + (other.alpha - alpha) * fraction)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }
}
