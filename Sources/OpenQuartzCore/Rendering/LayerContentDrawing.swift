import Foundation
import OpenCoreGraphics

/// Draws a layer's own content into a context set up in the layer's coordinates, in Core Animation's
/// order: background (in the rounded bounds), contents image, the subclass's content, then the border
/// inside the rounded bounds. In a layer whose `contentsAreFlipped()` (its coordinates run upwards on screen)
/// the contents image and text are mirrored about the middle of the bounds, so they stay upright: CALayer.h
/// has an image "display the same with both flipped=NO and flipped=YES".
enum LayerContentDrawing {
    static func draw(_ layer: RenderLayer, in context: CGContext) {
        let outline = layer.shapeOfBounds
        if let background = layer.backgroundColor, background.alpha > 0 {
            context.setFillColor(background)
            context.addPath(outline)
            context.fillPath(using: .winding)
        }
        if let contents = layer.contents {
            upright(layer, in: context) { drawContents(contents, in: layer.bounds, context: context) }
        }
        switch layer.content {
        case .shape(let shape): drawShape(shape, in: context)
        case .gradient(let gradient): drawGradient(gradient, in: layer.bounds, context: context)
        case .text(let text): upright(layer, in: context) { drawText(text, in: layer.bounds, context: context) }
        case .none: break
        }
        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 {
            context.saveGState()
            context.addPath(outline)
            context.clip(using: .winding)
            context.setStrokeColor(border)
            context.setLineWidth(layer.borderWidth * 2)
            context.addPath(outline)
            context.strokePath()
            context.restoreGState()
        }
    }

    /// Runs `draw` mirrored about the middle of the bounds when the layer's contents are flipped.
    private static func upright(_ layer: RenderLayer, in context: CGContext, _ draw: () -> Void) {
        guard layer.contentsAreFlipped else { return draw() }
        context.saveGState()
        context.translateBy(x: 0, y: layer.bounds.minY + layer.bounds.maxY)
        context.scaleBy(x: 1, y: -1)
        draw()
        context.restoreGState()
    }

    /// The contents image placed by its gravity (`contentsRect` selects the part of the image shown,
    /// `contentsCenter` the part of it that stretches), sampled with the layer's magnification filter when it
    /// is drawn larger than its pixels and its minification filter otherwise.
    private static func drawContents(_ contents: RenderContents, in bounds: CGRect, context: CGContext) {
        let unit = contents.rect.standardized
        let source = CGRect(
            x: unit.minX * CGFloat(contents.image.width), y: unit.minY * CGFloat(contents.image.height),
            width: unit.width * CGFloat(contents.image.width), height: unit.height * CGFloat(contents.image.height))
        guard
            let image = unit == CGRect(x: 0, y: 0, width: 1, height: 1)
                ? contents.image : contents.image.cropping(to: source)
        else { return }
        let scale = max(contents.scale, 0.0001)
        let natural = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        context.saveGState()
        context.clip(to: bounds)
        let frame = ContentsGravityLayout.frame(for: natural, in: bounds, gravity: contents.gravity)
        let pixelScale = abs(context.ctm.a * context.ctm.d - context.ctm.b * context.ctm.c).squareRoot()
        let magnifies =
            frame.width * pixelScale > CGFloat(image.width) || frame.height * pixelScale > CGFloat(image.height)
        context.interpolationQuality = quality(
            for: magnifies ? contents.magnificationFilter : contents.minificationFilter)
        if ContentsNineSlice.hasCaps(contents.center) {
            ContentsNineSlice.draw(image, center: contents.center, scale: scale, in: frame, context: context)
        } else {
            context.draw(image, in: frame, topAtMinY: true)
        }
        context.restoreGState()
    }

    /// The resampling of a content filter: nearest neighbour, bilinear, or cairo's best for trilinear.
    private static func quality(for filter: CALayerContentsFilter) -> CGInterpolationQuality {
        switch filter {
        case .nearest: return .none
        case .trilinear: return .high
        default: return .default
        }
    }

    private static func drawShape(_ shape: RenderShape, in context: CGContext) {
        guard let path = shape.path, !path.isEmpty else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            context.setFillColor(fill)
            context.addPath(path)
            context.fillPath(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 else { return }
        let start = min(max(shape.strokeStart, 0), 1), end = min(max(shape.strokeEnd, 0), 1)
        guard end > start else { return }
        let stroked = start == 0 && end == 1 ? path : StrokeTrimming.trim(path, from: start, to: end)
        context.setStrokeColor(stroke)
        context.setLineWidth(shape.lineWidth)
        context.setLineCap(shape.lineCap == .round ? .round : shape.lineCap == .square ? .square : .butt)
        context.setLineJoin(shape.lineJoin == .round ? .round : shape.lineJoin == .bevel ? .bevel : .miter)
        context.setMiterLimit(shape.miterLimit)
        if let dashes = shape.lineDashPattern, !dashes.isEmpty {
            context.setLineDash(phase: shape.lineDashPhase, lengths: dashes)
        }
        context.addPath(stroked)
        context.strokePath()
    }

    /// Gradient stops in unit coordinates of the bounds; nil locations space the colours evenly.
    private static func drawGradient(_ gradient: RenderGradient, in bounds: CGRect, context: CGContext) {
        guard !gradient.colors.isEmpty else { return }
        let colors = gradient.colors.count == 1 ? [gradient.colors[0], gradient.colors[0]] : gradient.colors
        let locations = gradient.locations.flatMap { $0.count == colors.count ? $0 : nil }
        guard let cgGradient = CGGradient(colorsSpace: nil, colors: colors, locations: locations) else { return }
        let point = { (unit: CGPoint) in
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = point(gradient.startPoint), end = point(gradient.endPoint)
        let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        context.saveGState()
        context.clip(to: bounds)
        switch gradient.type {
        case .radial:
            let radiusX = abs(end.x - start.x), radiusY = abs(end.y - start.y)
            let radius = max(radiusX, radiusY, 0.0001)
            context.translateBy(x: start.x, y: start.y)
            context.scaleBy(x: max(radiusX, 0.0001) / radius, y: max(radiusY, 0.0001) / radius)
            context.drawRadialGradient(
                cgGradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: radius, options: extend)
        case .conic:
            context.drawConicGradient(cgGradient, center: start, startAngle: atan2(end.y - start.y, end.x - start.x))
        default:
            context.drawLinearGradient(cgGradient, start: start, end: end, options: extend)
        }
        context.restoreGState()
    }

    /// The text from the top-left corner of the bounds, clipped to them and aligned in their width: wrapped
    /// at it when the layer wraps (with truncation, lines that do not fit the height dropped and the last
    /// ellipsized), otherwise one line per paragraph, ellipsized per the truncation mode.
    private static func drawText(_ text: RenderText, in bounds: CGRect, context: CGContext) {
        guard !text.text.string.isEmpty else { return }
        let truncates = text.truncationMode != .none
        let lineBreak: TextParagraphStyle.LineBreak
        switch text.truncationMode {
        case .start: lineBreak = .truncatingHead
        case .middle: lineBreak = .truncatingMiddle
        case .end: lineBreak = .truncatingTail
        default: lineBreak = .wordWrapping
        }
        let container = TextContainer(
            width: bounds.width,
            height: text.isWrapped && truncates ? bounds.height : .infinity, lineBreak: lineBreak,
            wrapsLines: text.isWrapped)
        context.saveGState()
        context.clip(to: bounds)
        TextLayout.make(text.text, in: container).draw(in: context, at: bounds.origin)
        context.restoreGState()
    }
}
