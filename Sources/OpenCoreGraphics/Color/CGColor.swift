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

    /// Cyan, magenta, yellow and black for a colour made in the generic CMYK space; nil for the others.
    private let cmyk: [CGFloat]?

    private init(clampingRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, cmyk: [CGFloat]?) {
        self.red = CGColor.clamp(red)
        self.green = CGColor.clamp(green)
        self.blue = CGColor.clamp(blue)
        self.alpha = CGColor.clamp(alpha)
        self.cmyk = cmyk
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(clampingRed: red, green: green, blue: blue, alpha: alpha, cmyk: nil)
    }

    /// A colour in the generic CMYK space, Core Graphics' `CGColor(genericCMYKCyan:magenta:yellow:black:alpha:)`:
    /// each value 0…1 (clamped). Its `colorSpace` is the generic CMYK space and its `components` are cyan,
    /// magenta, yellow, black and alpha, as given.
    ///
    /// Deliberate difference: it draws as red (1 − cyan)(1 − black), green (1 − magenta)(1 − black) and blue
    /// (1 − yellow)(1 − black), the plain device conversion, where Core Graphics converts through its Generic
    /// CMYK colour profile (which gives slightly duller colours).
    public convenience init(
        genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
    ) {
        let inks = [cyan, magenta, yellow, black].map(CGColor.clamp)
        let white = 1 - inks[3]
        self.init(
            clampingRed: (1 - inks[0]) * white, green: (1 - inks[1]) * white, blue: (1 - inks[2]) * white,
            alpha: alpha, cmyk: inks)
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// A colour from components in `space`: gray spaces read two values (gray, alpha), RGB spaces four
    /// (r, g, b, a), the CMYK space five (c, m, y, k, a); `components` must hold that many. A pattern space
    /// returns nil, as Core Graphics does (pattern colours need a pattern).
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .monochrome:
            self.init(gray: components[0], alpha: components[1])
        case .cmyk:
            self.init(
                genericCMYKCyan: components[0], magenta: components[1], yellow: components[2], black: components[3],
                alpha: components[4])
        case .pattern:
            return nil
        default:
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Red, green, blue and alpha; cyan, magenta, yellow, black and alpha for a CMYK colour.
    public var components: [CGFloat]? { (cmyk ?? [red, green, blue]) + [alpha] }
    /// The number of components with alpha: 4, or 5 for a CMYK colour.
    public var numberOfComponents: Int { cmyk == nil ? 4 : 5 }
    /// sRGB, or the generic CMYK space for a colour made in it.
    public var colorSpace: CGColorSpace? { cmyk == nil ? CGColorSpace.deviceRGB : CGColorSpace.deviceCMYK }

    /// The colour as it looks in `space` (Core Graphics' `CGColor.converted(to:intent:options:)`). Colours are
    /// drawn in sRGB here, so converting to an RGB space gives the same sRGB colour; converting to gray gives the
    /// gray of the same luminance (Rec. 709 weights on linear light, re-encoded with the sRGB curve); converting
    /// to CMYK gives the device inks (black = 1 − the largest of red, green and blue, then each ink
    /// 1 − (channel + black) / (1 − black)); a pattern space gives nil. The rendering intent and options do not
    /// change the result for these spaces.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> CGColor? {
        switch space.model {
        case .pattern: return nil
        case .cmyk:
            if cmyk != nil { return self }
            let black = 1 - Swift.max(red, green, blue)
            let ink = { (channel: CGFloat) in black == 1 ? 0 : (1 - channel - black) / (1 - black) }
            return CGColor(
                genericCMYKCyan: ink(red), magenta: ink(green), yellow: ink(blue), black: black, alpha: alpha)
        case .monochrome: break
        default: return cmyk == nil ? self : CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: CGFloat) -> CGFloat { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        return CGColor(gray: encoded(luminance), alpha: alpha)
    }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(clampingRed: red, green: green, blue: blue, alpha: alpha, cmyk: cmyk)
    }

    /// Component-wise interpolation of the unpremultiplied components, as Core Animation blends colours.
    package func interpolated(to other: CGColor, fraction: CGFloat) -> CGColor {
        CGColor(
            red: red + (other.red - red) * fraction,
            green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction,
            alpha: alpha + (other.alpha - alpha) * fraction)
    }

    /// Equal when in the same colour space with equal components (Core Graphics' `CGColorEqualToColor`).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.cmyk == rhs.cmyk
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        hasher.combine(cmyk)
    }

    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }
}
