import Foundation
import OpenCoreGraphics

/// Where a label's baselines lie: its first line's baseline is the font's ascent below the text's top,
/// the last line's the font's descent above its bottom (a label laid out at its intrinsic height).
@MainActor
enum BaselineMetrics {
    /// The font's ascent, as the label's text renderer measures it.
    static func ascent(of font: UIFont) -> CGFloat { metrics(of: font).ascent }

    /// The font's descent.
    static func descent(of font: UIFont) -> CGFloat { metrics(of: font).descent }

    private static func metrics(of font: UIFont) -> (ascent: CGFloat, descent: CGFloat) {
        CGContext.fontLineMetrics(
            fontName: font.fontName.hasPrefix(".SFUI") ? nil : font.fontName, fontSize: font.pointSize,
            weight: font.weight)
    }
}
