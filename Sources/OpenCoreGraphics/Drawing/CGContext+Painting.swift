import CCairo
import Foundation

extension CGContext {
    // MARK: Painting the current path

    /// Fills the current path with the fill colour and clears the path, as Apple's `fillPath(using:)`.
    /// Open subpaths are closed implicitly.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintPath(fill: rule, stroke: false)
    }

    /// Fills the current path with the even-odd rule, as Apple's `eoFillPath()` (an older spelling).
    public func eoFillPath() {
        paintPath(fill: .evenOdd, stroke: false)
    }

    /// Strokes the current path with the stroke colour and line attributes and clears the path, as
    /// Apple's `strokePath()`. The line width and dash are measured in the user space current now.
    public func strokePath() {
        paintPath(fill: nil, stroke: true)
    }

    /// Paints the current path as `mode` says and clears it, as Apple's `drawPath(using:)`. Fill-and-stroke
    /// modes fill first, then stroke, and cast a single shadow.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintPath(fill: .winding, stroke: false)
        case .eoFill: paintPath(fill: .evenOdd, stroke: false)
        case .stroke: paintPath(fill: nil, stroke: true)
        case .fillStroke: paintPath(fill: .winding, stroke: true)
        case .eoFillStroke: paintPath(fill: .evenOdd, stroke: true)
        }
    }

    // MARK: Painting shapes directly

    /// Fills `rect` with the fill colour, as Apple's `fill(_:)`. As in Core Graphics, the current path is
    /// cleared.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills each rectangle (as one non-zero-winding shape, so overlaps paint once), as Apple's
    /// `fill(_:)` with an array. The current path is cleared.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        paintPath(fill: .winding, stroke: false)
    }

    /// Strokes the outline of `rect` with the current line width, as Apple's `stroke(_:)`. The current
    /// path is cleared.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        paintPath(fill: nil, stroke: true)
    }

    /// Strokes the outline of `rect` with the line width `width`, as Apple's `stroke(_:width:)`. The
    /// context's line width is left as it was; the current path is cleared.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = cairo_get_line_width(cairo)
        setLineWidth(width)
        stroke(rect)
        cairo_set_line_width(cairo, saved)
    }

    /// Fills the ellipse inscribed in `rect`, as Apple's `fillEllipse(in:)`. The current path is cleared.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        paintPath(fill: .winding, stroke: false)
    }

    /// Strokes the ellipse inscribed in `rect`, as Apple's `strokeEllipse(in:)`. The current path is
    /// cleared.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        paintPath(fill: nil, stroke: true)
    }

    /// Strokes a line segment between each pair of points (a trailing odd point is ignored), as Apple's
    /// `strokeLineSegments(between:)`. The current path is cleared.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        paintPath(fill: nil, stroke: true)
    }

    /// Makes the pixels of `rect` transparent, as Apple's `clear(_:)`: the CTM and clip apply, the blend
    /// mode, alpha and shadow do not. The current path is left alone.
    public func clear(_ rect: CGRect) {
        beginPainting()
        defer { endPainting() }
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        let r = rect.standardized
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    // MARK: Implementation

    /// The device-space box of what filling and/or stroking the current path paints (cairo's extents,
    /// joins and caps included).
    private func pathInkBounds(fill: Bool, stroke: Bool) -> CGRect {
        loadPath(into: cairo)
        defer { cairo_new_path(cairo) }
        var result = CGRect.null
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        if fill {
            cairo_fill_extents(cairo, &x1, &y1, &x2, &y2)
            result = result.union(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        }
        if stroke {
            cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
            result = result.union(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        }
        return result.applying(deviceMatrix).insetBy(dx: -1, dy: -1)
    }

    /// Fills (with `fill`'s rule, when given) and/or strokes the current path as one painting operation,
    /// then clears the path.
    private func paintPath(fill rule: CGPathFillRule?, stroke: Bool) {
        defer { beginPath() }
        guard !devicePath.elements.isEmpty, rule != nil || stroke else { return }
        let fillColor = state.fillColor, strokeColor = state.strokeColor
        let fillRule = rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
        let shape: (OpaquePointer) -> Void = { [self] cr in
            if rule != nil {
                loadPath(into: cr)
                cairo_set_fill_rule(cr, fillRule)
                cairo_fill(cr)
            }
            if stroke {
                loadPath(into: cr)
                cairo_stroke(cr)
            }
        }
        // Core Graphics strokes a zero width as the thinnest visible line: one device pixel.
        let savedWidth = cairo_get_line_width(cairo)
        if stroke && savedWidth == 0 {
            let m = deviceMatrix
            cairo_set_line_width(cairo, 1 / max(abs(m.a * m.d - m.b * m.c).squareRoot(), 1e-9))
        }
        defer { cairo_set_line_width(cairo, savedWidth) }
        paint(coverage: shape, inkBounds: pathInkBounds(fill: rule != nil, stroke: stroke)) { [self] cr in
            if rule != nil {
                setSource(cr, color: fillColor)
                loadPath(into: cr)
                cairo_set_fill_rule(cr, fillRule)
                cairo_fill(cr)
            }
            if stroke {
                setSource(cr, color: strokeColor)
                loadPath(into: cr)
                cairo_stroke(cr)
            }
        }
    }
}
