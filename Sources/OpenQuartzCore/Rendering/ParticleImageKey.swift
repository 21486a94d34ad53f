import Foundation
import OpenCoreGraphics

/// A particle image and the part of it shown, as the key of the compositor's kept particle pixels.
struct ParticleImageKey: Hashable {
    let image: CGImage
    let rect: CGRect
}
