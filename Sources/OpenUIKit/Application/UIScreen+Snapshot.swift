import Foundation
import OpenQuartzCore

extension UIScreen {
    /// A view the size of the screen showing a picture of what it shows now — every visible window of the
    /// application, in the order they were made visible, at the screen's scale — as UIKit's `snapshotView(afterScreenUpdates:)`.
    /// With `afterUpdates` true pending changes are committed first; with false the windows are drawn as
    /// last rendered (see `UIView.drawHierarchy(in:afterScreenUpdates:)`).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let windows = UIApplication.shared.windows.filter { !$0.isHidden }
        let picture = UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            for window in windows {
                _ = window.drawHierarchy(in: window.frame, afterScreenUpdates: afterUpdates)
            }
        }
        let snapshot = UIView(frame: bounds)
        UIView.performWithoutAnimation {
            snapshot.layer.contents = picture.cgImage
            snapshot.layer.contentsScale = picture.scale
        }
        return snapshot
    }
}
