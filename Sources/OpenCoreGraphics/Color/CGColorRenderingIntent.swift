import Foundation

/// How colours outside a destination space's gamut are mapped (Core Graphics' `CGColorRenderingIntent`).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
