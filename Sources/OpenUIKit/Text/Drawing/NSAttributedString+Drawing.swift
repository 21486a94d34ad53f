import Foundation
import OpenCoreGraphics

/// Measuring and drawing attributed strings (UIKit's NSStringDrawing.h additions) with the text engine.
/// Characters without `.font` are Helvetica 12 (Liberation Sans), without `.foregroundColor` black, as
/// UIKit draws them. Sizes are fractional, as UIKit's (round up to size views).
extension NSAttributedString {
    /// The defaults UIKit draws unattributed characters with.
    static var drawingDefaults: TextAttributes {
        TextAttributes(font: TextFont(family: CATextLayer.helveticaStandIn, size: 12), foregroundColor: .black)
    }

    /// The text engine's styled text of this string.
    var attributedText: AttributedText { AttributedText(self, defaults: Self.drawingDefaults) }

    /// The size the string takes on lines broken only at its newlines.
    public func size() -> CGSize {
        TextLayout.make(attributedText, in: TextContainer()).size
    }

    /// The rectangle the string takes: with `.usesLineFragmentOrigin`, wrapped at `size.width` from the
    /// origin (lines past `size.height` left out); without it, on one line whose baseline is at y = 0, so the
    /// rectangle starts at minus the ascent. `context`'s `totalBounds` receives the result.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let layout = TextLayout.make(attributedText, in: Self.container(size, options: options))
        var rect = CGRect(origin: .zero, size: layout.size)
        if !options.contains(.usesLineFragmentOrigin) { rect.origin.y = -(layout.lines.first?.baseline ?? 0) }
        context?.totalBounds = rect
        return rect
    }

    /// Draws the string on lines broken only at its newlines, its top-left corner at `point`, in the
    /// current context (nothing without one).
    @MainActor public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout.make(attributedText, in: TextContainer()).draw(in: context, at: point)
    }

    /// Draws the string wrapped at `rect`'s width from its top-left corner, the lines that fit its height
    /// (at least one), clipped to it, in the current context.
    @MainActor public func draw(in rect: CGRect) {
        draw(with: rect, options: [.usesLineFragmentOrigin], context: nil)
    }

    /// Draws the string as `boundingRect(with:options:context:)` lays it out in `rect`, clipped to it.
    @MainActor public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let layout = TextLayout.make(attributedText, in: Self.container(rect.size, options: options))
        context?.totalBounds = CGRect(origin: rect.origin, size: layout.size)
        graphics.saveGState()
        graphics.clip(to: rect)
        let top =
            options.contains(.usesLineFragmentOrigin) ? rect.minY : rect.minY - (layout.lines.first?.baseline ?? 0)
        layout.draw(in: graphics, at: CGPoint(x: rect.minX, y: top))
        graphics.restoreGState()
    }

    private static func container(_ size: CGSize, options: NSStringDrawingOptions) -> TextContainer {
        guard options.contains(.usesLineFragmentOrigin) else {
            return TextContainer(
                width: size.width, lineBreak: options.contains(.truncatesLastVisibleLine) ? .truncatingTail : nil,
                usesFontLeading: options.contains(.usesFontLeading), wrapsLines: false)
        }
        return TextContainer(
            width: size.width, height: size.height,
            lineBreak: options.contains(.truncatesLastVisibleLine) ? .truncatingTail : nil,
            usesFontLeading: options.contains(.usesFontLeading))
    }
}
