/// What a viewer does with a frame's region after showing it, before the next frame (APNG specification,
/// `fcTL` `dispose_op`).
package enum APNGDisposeOperation: UInt8, Sendable {
    /// Leave the canvas as the frame left it.
    case none = 0
    /// Clear the frame's region to transparent black.
    case background = 1
    /// Put back what the region held before the frame was drawn.
    case previous = 2
}

/// How a frame's pixels meet the canvas (APNG specification, `fcTL` `blend_op`).
package enum APNGBlendOperation: UInt8, Sendable {
    /// Replace the region's pixels, alpha included.
    case source = 0
    /// Composite over the canvas: transparent pixels leave it as it is.
    case over = 1
}
