import Foundation

/// The particles of an emitter layer in the render tree, in drawing order, and how they are composited.
package struct RenderEmitter: Sendable {
    package var particles: [EmitterParticle]
    /// True for the `additive` render mode: colours are added instead of drawn over.
    package var isAdditive: Bool
}
