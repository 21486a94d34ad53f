import Foundation

extension CGPath {
    /// A path of one closed rectangle, as `CGPathCreateWithRect`: see `CGMutablePath.addRect(_:transform:)`
    /// for the elements. `transform` (nil means identity) is applied to the points, as Apple does.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(rect: rect, transform: transform?.pointee ?? .identity)
    }

    /// `init(rect:transform:)` taking the transform by value (an OpenCoreGraphics convenience).
    public convenience init(rect: CGRect, transform: CGAffineTransform) {
        var data = PathData()
        PathShapes.appendRect(rect, transform: transform, to: &data)
        self.init(data: data)
    }

    /// A path of one closed ellipse inscribed in `rect`, as `CGPathCreateWithEllipseInRect`: see
    /// `CGMutablePath.addEllipse(in:transform:)` for the elements.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(ellipseIn: rect, transform: transform?.pointee ?? .identity)
    }

    /// `init(ellipseIn:transform:)` taking the transform by value (an OpenCoreGraphics convenience).
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform) {
        var data = PathData()
        PathShapes.appendEllipse(in: rect, transform: transform, to: &data)
        self.init(data: data)
    }

    /// A path of one closed rounded rectangle, as `CGPathCreateWithRoundedRect`: see
    /// `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)` for the elements and for how
    /// out-of-range corner sizes are handled.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        self.init(
            roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
    }

    /// `init(roundedRect:cornerWidth:cornerHeight:transform:)` taking the transform by value (an
    /// OpenCoreGraphics convenience).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform
    ) {
        var data = PathData()
        PathShapes.appendRoundedRect(
            rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform, to: &data)
        self.init(data: data)
    }
}
