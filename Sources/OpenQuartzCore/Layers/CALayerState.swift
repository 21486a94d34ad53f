import Foundation
import OpenCoreGraphics

/// The model values of a plain `CALayer`, kept together so that `init(layer:)` copies them in one step.
/// Defaults are Apple's.
struct CALayerState {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var backgroundColor: CGColor?
    var opacity: Float = 1
    var isHidden = false
    var cornerRadius: CGFloat = 0
    var maskedCorners = CACornerMask.all
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var masksToBounds = false
    var mask: CALayer?
    var contents: Any?
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsGravity = CALayerContentsGravity.resize
    var contentsScale: CGFloat = 1
    var isDoubleSided = true
    var isOpaque = false
    var allowsGroupOpacity = true
    var needsDisplayOnBoundsChange = false
    var cornerCurve = CALayerCornerCurve.circular
    var allowsEdgeAntialiasing = false
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var isGeometryFlipped = false
    var contentsFormat = CALayerContentsFormat.RGBA8Uint
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var name: String?
    var mediaTiming = MediaTiming()
    var customValues: [String: Any] = [:]
}
