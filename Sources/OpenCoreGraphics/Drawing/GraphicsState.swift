import Foundation

/// The parts of a `CGContext`'s graphics state that cairo does not keep itself (cairo's own state — the
/// matrix, clip, line attributes, operator, antialiasing — is saved alongside with `cairo_save`).
package struct GraphicsState {
    package var fillColor: CGColor = .black
    package var strokeColor: CGColor = .black
    /// The global alpha of `setAlpha(_:)`, multiplied into everything painted.
    package var alpha: CGFloat = 1
    package var blendMode: CGBlendMode = .normal
    package var interpolationQuality: CGInterpolationQuality = .default
    package var shouldAntialias = true
    package var allowsAntialiasing = true
    /// The shadow, or nil when shadows are off.
    package var shadow: Shadow?
    /// Image masks from `clip(to:mask:)`, intersected with the geometric clip cairo keeps.
    package var maskClips: [MaskClip] = []

    package init() {}

    /// An image mask stretched over `rect` in the user space that `matrix` (user → cairo device) maps.
    package struct MaskClip {
        package var image: CGImage
        package var rect: CGRect
        package var matrix: CGAffineTransform
    }

    /// A shadow as `setShadow(offset:blur:color:)` sets it: offset and blur in base space.
    package struct Shadow {
        package var offset: CGSize
        package var blur: CGFloat
        package var color: CGColor
    }
}
