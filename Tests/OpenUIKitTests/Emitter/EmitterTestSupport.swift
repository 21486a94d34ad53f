import Foundation
import OpenUIKit

/// An emitter layer filling a key window, committed at virtual time 0 (its emission starts there), and
/// helpers to read its particles and make cells.
@MainActor
struct EmitterScene {
    let window: UIWindow
    let emitter: CAEmitterLayer

    init(
        _ cells: [CAEmitterCell], size: CGSize = CGSize(width: 100, height: 100),
        configure: (CAEmitterLayer) -> Void = { _ in }
    ) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.makeKeyAndVisible()
        emitter = CAEmitterLayer()
        emitter.frame = window.bounds
        emitter.emitterCells = cells
        configure(emitter)
        window.layer.addSublayer(emitter)
        UIApplication.shared.advance(by: 0)
    }

    /// The living particles now, in drawing order.
    var particles: [EmitterParticle] { emitter.particles(atMediaTime: CACurrentMediaTime()) }

    /// The window's image at `time` (now by default), one pixel per point.
    func image(atTime time: CFTimeInterval? = nil) -> CGImage? {
        CARenderer(layer: window.layer, size: window.bounds.size, scale: 1).image(atTime: time)
    }

    /// A cell with a birth rate and lifetime, still (velocity 0) unless configured.
    static func cell(
        _ name: String? = nil, birthRate: Float = 1, lifetime: Float = 100,
        configure: (CAEmitterCell) -> Void = { _ in }
    ) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = name
        cell.birthRate = birthRate
        cell.lifetime = lifetime
        configure(cell)
        return cell
    }

    /// An opaque white square image of `side` pixels.
    static func square(side: Int) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let size = CGSize(width: side, height: side)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }.cgImage!
    }
}
