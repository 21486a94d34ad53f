import Foundation
import OpenCoreGraphics

/// One living particle at one time, in the emitter layer's coordinates: what its cell and its random values
/// make of it at its age. A `Sendable` value of the render tree.
package struct EmitterParticle: Sendable {
    /// The name of the particle's cell.
    package var cellName: String?
    /// The position of the particle's cell in a depth-first walk of the layer's cells (0 for the first).
    package var cellOrder: Int
    /// The particle's birth number in its cell (1 for the first), per parent particle for sub-cells.
    package var index: Int
    /// The emitter's local time of the birth.
    package var birthTime: CFTimeInterval
    /// Seconds of the cell's time since the birth.
    package var age: Double
    /// How long the particle lives, in the cell's time.
    package var lifetime: Double
    package var position: CGPoint
    package var zPosition: CGFloat
    /// The size relative to the image.
    package var scale: CGFloat
    /// The rotation from spinning, in radians.
    package var rotation: CGFloat
    /// Red, green, blue and alpha, each in 0…1, multiplied into the image.
    package var color: [CGFloat]
    /// The cell's image (nil draws nothing), the part of it shown, and its pixels per point.
    package var contents: CGImage?
    package var contentsRect: CGRect
    package var contentsScale: CGFloat
}
