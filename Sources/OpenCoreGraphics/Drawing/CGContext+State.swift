import CCairo
import Foundation

extension CGContext {
    // MARK: Graphics state stack

    /// Pushes a copy of the graphics state (CTM, clip, colours, line attributes, alpha, blend mode, shadow,
    /// antialiasing, interpolation quality), as Apple's `saveGState()`. The current path is not part of
    /// the graphics state.
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    /// Pops the graphics state saved by the matching `saveGState()`, as Apple's `restoreGState()`.
    /// Unbalanced calls are ignored (Core Graphics logs them).
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        cairo_restore(cairo)
        state = saved
    }

    // MARK: Transforms

    /// The current transformation matrix: user space → device space, as Apple's `ctm`. Device space is
    /// the bitmap's pixels with the origin at the bottom-left and y up, so a flipped (UIKit-style)
    /// context reports the flip, as UIKit's contexts do.
    public var ctm: CGAffineTransform {
        CairoSupport.currentMatrix(cairo).concatenating(baseTransform.inverted())
    }

    /// The user space → device space transform, as Apple's `userSpaceToDeviceSpaceTransform`; equal to
    /// `ctm` for bitmap contexts.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// User space → cairo device space (pixels, y down): where the current path's points live.
    package var deviceMatrix: CGAffineTransform { CairoSupport.currentMatrix(cairo) }

    /// Moves the user-space origin, as Apple's `translateBy(x:y:)`.
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales user space, as Apple's `scaleBy(x:y:)`. A zero scale makes the CTM singular; drawing then
    /// paints nothing, as in Core Graphics.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians (from the x axis towards the y axis: counter-clockwise in
    /// y-up contexts, clockwise on screen in flipped ones), as Apple's `rotate(by:)`.
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` before the CTM (`ctm = transform × ctm`), as Apple's `concatenate(_:)`.
    /// Cairo refuses singular or non-finite matrices (they would break the cairo context for good), so such
    /// a CTM is replaced by a vanishingly small one: nothing visible is painted until `restoreGState()`,
    /// which is what Core Graphics' output amounts to.
    public func concatenate(_ transform: CGAffineTransform) {
        let combined = transform.concatenating(deviceMatrix)
        let determinant = combined.a * combined.d - combined.b * combined.c
        guard determinant != 0, determinant.isFinite, combined.tx.isFinite, combined.ty.isFinite else {
            // Collapse to a tiny but invertible matrix so that nothing visible is painted.
            CairoSupport.setMatrix(cairo, CGAffineTransform(a: 1e-9, b: 0, c: 0, d: 1e-9, tx: 0, ty: 0))
            return
        }
        var m = CairoSupport.matrix(transform)
        cairo_transform(cairo, &m)
    }

    /// A point converted from user space to device space, as Apple's `convertToDeviceSpace(_:)`.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// A point converted from device space to user space, as Apple's `convertToUserSpace(_:)`.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    /// A size converted to device space (the transform's linear part), as Apple's.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    /// A size converted to user space (the inverse's linear part), as Apple's.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// The bounding box of a rectangle converted to device space, as Apple's.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    /// The bounding box of a rectangle converted to user space, as Apple's.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    // MARK: Compositing attributes

    /// Sets the global alpha (clamped to 0…1) multiplied into everything painted, as Apple's
    /// `setAlpha(_:)`.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    }

    /// Sets how painting combines with the existing pixels, as Apple's `setBlendMode(_:)`.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    /// Turns antialiasing of paths and text on or off, as Apple's `setShouldAntialias(_:)` (effective
    /// only while `setAllowsAntialiasing(_:)` allows it).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Allows or forbids antialiasing, as Apple's `setAllowsAntialiasing(_:)`. Not part of the graphics
    /// state in Core Graphics; here it is saved with it (a deliberate simplification).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    private func applyAntialias() {
        cairo_set_antialias(
            cairo, state.shouldAntialias && state.allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// The resampling used when images are drawn scaled, as Apple's `interpolationQuality`.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Sets `interpolationQuality`, as Apple's `setInterpolationQuality(_:)` (an older spelling).
    public func setInterpolationQuality(_ quality: CGInterpolationQuality) {
        state.interpolationQuality = quality
    }

    // MARK: Colours

    /// Sets the colour used to fill, as Apple's `setFillColor(_:)`.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
    }

    /// Sets the colour used to stroke, as Apple's `setStrokeColor(_:)`.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
    }

    /// Sets the fill colour from sRGB components (clamped to 0…1), as Apple's.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour from sRGB components (clamped to 0…1), as Apple's.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a gray, as Apple's `setFillColor(gray:alpha:)`.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke colour to a gray, as Apple's `setStrokeColor(gray:alpha:)`.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    // MARK: Line attributes

    /// Sets the stroke width in user space (measured when stroking), as Apple's `setLineWidth(_:)`.
    /// Negative widths are ignored; a width of 0 strokes the thinnest line the device can show (one
    /// pixel), as Core Graphics does.
    public func setLineWidth(_ width: CGFloat) {
        guard width >= 0, width.isFinite else { return }
        cairo_set_line_width(cairo, Double(width))
    }

    /// Sets how open line ends are drawn, as Apple's `setLineCap(_:)`.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, cap.cairoValue)
    }

    /// Sets how corners are drawn, as Apple's `setLineJoin(_:)`.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, join.cairoValue)
    }

    /// Sets the ratio of miter length to line width above which miter joins are beveled, as Apple's
    /// `setMiterLimit(_:)` (default 10).
    public func setMiterLimit(_ limit: CGFloat) {
        cairo_set_miter_limit(cairo, Double(limit))
    }

    /// Sets the dash pattern (alternating painted and unpainted lengths in user space, starting `phase`
    /// into the pattern), as Apple's `setLineDash(phase:lengths:)`. An empty array, or lengths that are
    /// negative or all zero, turn dashing off.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 })
        else {
            cairo_set_dash(cairo, nil, 0, 0)
            return
        }
        let dashes = lengths.map(Double.init)
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }

    /// Sets the accuracy with which curves are flattened, as Apple's `setFlatness(_:)` (cairo's tolerance,
    /// in device pixels; Apple's default 0.5 corresponds to cairo's finer default 0.1, which is kept
    /// unless this is called).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness > 0, flatness.isFinite else { return }
        cairo_set_tolerance(cairo, Double(flatness))
    }
}
