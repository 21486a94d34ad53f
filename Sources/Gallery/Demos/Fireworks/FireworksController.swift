import Foundation
import OpenUIKit

/// A night sky with a `CAEmitterLayer` firing rockets from a line near the bottom: each rocket (a cell) trails
/// sparks (a sub-cell emitting all its life) and bursts into eighty more at the end of its life (a sub-cell
/// whose `beginTime` and `duration` place its emission in the rocket's last 0.05 s), all added up (`additive`
/// render mode). The button below turns the emitter off — `birthRate` 0, so the rockets in flight still burst
/// and fade — and on again; `log` hears each tap.
final class FireworksController: UIViewController {
    static let background = UIColor(red: 0.04, green: 0.05, blue: 0.12, alpha: 1)

    /// Hears what happened, as a line for the trace.
    var log: (String) -> Void = { _ in }
    let emitter = CAEmitterLayer()
    private(set) var button: UIButton?
    private(set) var isFiring = true

    override func loadView() {
        let view = UIView()
        view.backgroundColor = Self.background
        let dot = Self.dot(diameter: 12)
        emitter.frame = CGRect(x: 0, y: 0, width: 240, height: 264)
        emitter.emitterPosition = CGPoint(x: 120, y: 250)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: 90, height: 0)
        emitter.renderMode = .additive
        emitter.seed = 2026
        emitter.emitterCells = [Self.rocket(dot)]
        view.layer.addSublayer(emitter)
        let button = UIButton(primaryAction: UIAction { [unowned self] _ in toggle() })
        button.setTitle("Stop", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 15)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = UIColor(white: 0.25, alpha: 1)
        button.layer.cornerRadius = 6
        button.frame = CGRect(x: 80, y: 276, width: 80, height: 32)
        view.addSubview(button)
        self.button = button
        self.view = view
    }

    /// Stops or restarts the births: the emitter's `birthRate` multiplies every cell's.
    private func toggle() {
        isFiring.toggle()
        emitter.birthRate = isFiring ? 1 : 0
        button?.setTitle(isFiring ? "Stop" : "Start", for: .normal)
        log("birthRate = \(isFiring ? 1 : 0)")
    }

    /// A rocket climbing at about 230 pt/s against a 150 pt/s² pull, in a random warm-to-cool colour.
    private static func rocket(_ dot: CGImage) -> CAEmitterCell {
        let rocket = CAEmitterCell()
        rocket.name = "rocket"
        rocket.contents = dot
        rocket.birthRate = 1.6
        rocket.lifetime = 1
        rocket.velocity = 230
        rocket.velocityRange = 30
        rocket.emissionLongitude = -.pi / 2
        rocket.emissionRange = .pi / 6
        rocket.yAcceleration = 150
        rocket.scale = 0.5
        rocket.color = CGColor(red: 1, green: 0.8, blue: 0.5, alpha: 1)
        rocket.redRange = 0.3
        rocket.greenRange = 0.4
        rocket.blueRange = 0.5
        rocket.emitterCells = [trail(dot), burst(dot)]
        return rocket
    }

    /// Sparks left behind a rocket all its life, fading within 0.35 s.
    private static func trail(_ dot: CGImage) -> CAEmitterCell {
        let trail = CAEmitterCell()
        trail.name = "trail"
        trail.contents = dot
        trail.birthRate = 30
        trail.lifetime = 0.35
        trail.velocity = 10
        trail.emissionRange = 2 * .pi
        trail.scale = 0.3
        trail.scaleSpeed = -0.5
        trail.color = CGColor(red: 1, green: 0.7, blue: 0.3, alpha: 0.8)
        trail.alphaSpeed = -2.5
        return trail
    }

    /// Eighty sparks in every direction in the rocket's last 0.05 s, falling and fading over about a second.
    private static func burst(_ dot: CGImage) -> CAEmitterCell {
        let burst = CAEmitterCell()
        burst.name = "burst"
        burst.contents = dot
        burst.beginTime = 0.95
        burst.duration = 0.05
        burst.birthRate = 1600
        burst.lifetime = 1
        burst.lifetimeRange = 0.3
        burst.velocity = 70
        burst.velocityRange = 25
        burst.emissionRange = 2 * .pi
        burst.yAcceleration = 50
        burst.scale = 0.45
        burst.scaleSpeed = -0.2
        burst.color = CGColor(red: 1, green: 0.9, blue: 0.6, alpha: 1)
        burst.redRange = 0.5
        burst.greenRange = 0.5
        burst.blueRange = 0.5
        burst.alphaSpeed = -0.9
        return burst
    }

    /// A white disc on transparency, `diameter` pixels wide.
    private static func dot(diameter: CGFloat) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let size = CGSize(width: diameter, height: diameter)
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
        }.cgImage!
    }
}
