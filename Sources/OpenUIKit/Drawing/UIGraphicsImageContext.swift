import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The bitmap contexts opened with `UIGraphicsBeginImageContextWithOptions`, innermost last; nil for one
/// that could not be made (its begin was reported), so that begins and ends still pair.
@MainActor
enum UIGraphicsImageContexts {
    static var open: [(context: CGContext, scale: CGFloat)?] = []
}

/// Opens a bitmap context of `size` points at scale 1, not opaque, and makes it current, as UIKit's
/// `UIGraphicsBeginImageContext(_:)`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Opens a bitmap context of `size` points at `scale` pixels per point (0 = the main screen's scale) and
/// makes it current (origin top-left, y down), as UIKit's `UIGraphicsBeginImageContextWithOptions`; an opaque
/// one starts black. (UIKit's modern equivalent is `UIGraphicsImageRenderer`.) A size that is empty,
/// negative or not finite, or a scale that is negative or not finite, is reported as UIKit logs it and opens
/// no context: the current context stays as it was and the matching end closes nothing.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIScreen.main.scale : scale
    let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
    guard size.width > 0, size.height > 0, scale > 0, width.isFinite, height.isFinite, width <= 32767,
        height <= 32767
    else {
        Diagnostics.report(
            .invalidGeometry, .warning,
            "UIGraphicsBeginImageContext() failed to allocate CGBitmapContext: size=\(size), scale: \(scale)")
        UIGraphicsImageContexts.open.append(nil)
        return
    }
    let context = CGContext(width: Int(width), height: Int(height), flipped: true, scale: scale)
    if opaque {
        context.setFillColor(.black)
        context.fill(CGRect(origin: .zero, size: size))
    }
    UIGraphicsImageContexts.open.append((context, scale))
    UIGraphicsContextStack.push(context)
}

/// The pixels drawn so far in the current context, when it is an image context opened with
/// `UIGraphicsBeginImageContextWithOptions`, at its scale; nil otherwise, as in UIKit.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let open = UIGraphicsImageContexts.open.last ?? nil, open.context === UIGraphicsGetCurrentContext(),
        let image = open.context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: open.scale)
}

/// Closes the innermost image context and makes the context before it current again, as UIKit's
/// `UIGraphicsEndImageContext()`; without an open image context it is reported and does nothing.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let open = UIGraphicsImageContexts.open.popLast() else {
        Diagnostics.report(
            .invalidGeometry, .warning, "UIGraphicsEndImageContext() called without an open image context")
        return
    }
    if open != nil { UIGraphicsContextStack.pop() }
}
