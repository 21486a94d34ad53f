import Foundation

extension CGContext {
    /// Turns on shadows for subsequent painting, as Apple's `setShadow(offset:blur:color:)`; a nil colour
    /// (or a fully transparent one) turns them off.
    ///
    /// `offset` and `blur` are in base space — the context's initial user space — and are not affected by
    /// the CTM, as in Core Graphics: in a y-up bitmap context a positive `offset.height` moves the shadow
    /// up; in a flipped (UIKit) context it moves it down, as on iOS 3.2 and later.
    ///
    /// Cairo has no blur, so the painted drawing is rendered to a scratch surface, its alpha is blurred by
    /// three box blurs approximating a Gaussian with σ = blur / 2 (Apple does not document the mapping;
    /// this is the CSS / Core Animation convention, so the shadow extends roughly `blur` beyond the
    /// shape), tinted with `color`, offset, and composited beneath the drawing. Each painting call casts its
    /// own shadow, as in Core Graphics.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = GraphicsState.Shadow(offset: offset, blur: blur.isFinite ? max(0, blur) : 0, color: color)
    }

    /// Turns on shadows in Core Graphics' default shadow colour, black at one-third alpha, as Apple's
    /// `setShadow(offset:blur:)`.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
}
