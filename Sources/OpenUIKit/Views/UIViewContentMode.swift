import Foundation
import OpenQuartzCore

extension UIView {
    /// How a view's content is laid out in its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// The layer's contents gravity for the mode (`redraw` scales like `scaleToFill` between redraws).
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }

    /// How the view's content fills its bounds (the layer's contents gravity; `redraw` also redisplays on
    /// bounds changes).
    public var contentMode: ContentMode {
        get {
            let gravity = layer.contentsGravity
            let redraws = layer.needsDisplayOnBoundsChange
            for mode in ContentMode.allGravities where mode.contentsGravity == gravity && (mode == .redraw) == redraws {
                return mode
            }
            return .scaleToFill
        }
        set {
            UIView.performWithoutAnimation { layer.contentsGravity = newValue.contentsGravity }
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }
}

extension UIView.ContentMode {
    static let allGravities: [UIView.ContentMode] = [
        .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left, .right,
        .topLeft, .topRight, .bottomLeft, .bottomRight,
    ]
}
