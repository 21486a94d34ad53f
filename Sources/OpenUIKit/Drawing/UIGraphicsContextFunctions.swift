import Foundation
import OpenCoreGraphics

/// The current UIKit graphics context: the innermost image renderer's, a view's while it draws, or the one
/// pushed with `UIGraphicsPushContext(_:)`; nil when there is none, as in UIKit.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current
}

/// Makes `context` the current UIKit graphics context until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.push(context)
}

/// Restores the current UIKit graphics context that was current before the last `UIGraphicsPushContext(_:)`;
/// with nothing pushed it does nothing, as in UIKit.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    UIGraphicsContextStack.pop()
}
