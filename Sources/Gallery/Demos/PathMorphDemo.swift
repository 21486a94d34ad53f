import Foundation
import OpenUIKit

/// The mask article's closing example: a view masked by a shape whose path morphs from a circle to a
/// square and back, autoreversing. Both paths are four cubic Béziers, so Core Animation interpolates them
/// point by point.
final class PathMorphDemo: GalleryDemo, CAAnimationDelegate {
    static let name = "path-morph"
    static let title = "Mask path morph: circle ↔ square"
    static let summary =
        "A gradient view's mask path morphs circle → square and back (autoreverses, twice), ease-in-ease-out, 1 s each way (from \(SeedArticle.complexAnimationCases.cited(part: 1)))."

    let size = CGSize(width: 240, height: 240)
    let duration: TimeInterval = 4.2
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0, "t = 0: circle"), (0.5, "0.5 s: between"), (1.0, "1 s: square"),
        (1.5, "1.5 s: back"), (2.0, "2 s: circle"), (3.0, "3 s: square"),
    ]
    var trace: [String] { log.lines.map(\.text) }
    var timedTrace: [TimedTraceLine]? { log.lines }
    private var log = TimedTraceLog()
    private let mask = CAShapeLayer()
    private let side: CGFloat = 160

    required init() {}

    func makeScene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
        gradient.colors = [
            CGColor(red: 0.55, green: 0.2, blue: 0.9, alpha: 1), CGColor(red: 0.1, green: 0.75, blue: 0.85, alpha: 1),
        ]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        mask.frame = gradient.bounds
        mask.path = circle()
        gradient.mask = mask
        root.addSublayer(gradient)
        return root
    }

    /// A circle as four cubic Béziers (control distance 0.5523 of the radius), one per quarter, starting at
    /// the lower-right diagonal point, so its on-curve points meet the square's corners in the morph.
    private func circle() -> CGPath {
        let r = side / 2, d = r / 2.squareRoot(), h = r * 0.5523 / 2.squareRoot()
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: r + x, y: r + y) }
        let path = CGMutablePath()
        path.move(to: p(d, d))
        path.addCurve(to: p(-d, d), control1: p(d - h, d + h), control2: p(-d + h, d + h))
        path.addCurve(to: p(-d, -d), control1: p(-d - h, d - h), control2: p(-d - h, -d + h))
        path.addCurve(to: p(d, -d), control1: p(-d + h, -d - h), control2: p(d - h, -d - h))
        path.addCurve(to: p(d, d), control1: p(d + h, -d + h), control2: p(d + h, d - h))
        path.closeSubpath()
        return path
    }

    /// A square with the same structure: four cubic Béziers from corner to corner, starting at the
    /// lower-right one, with their control points at the thirds of each edge (so the edges are straight and
    /// the corners sharp; a curve that turns a corner cannot reach it).
    private func square() -> CGPath {
        let s = side
        let path = CGMutablePath()
        path.move(to: CGPoint(x: s, y: s))
        path.addCurve(to: CGPoint(x: 0, y: s), control1: CGPoint(x: s * 2 / 3, y: s), control2: CGPoint(x: s / 3, y: s))
        path.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 0, y: s * 2 / 3), control2: CGPoint(x: 0, y: s / 3))
        path.addCurve(to: CGPoint(x: s, y: 0), control1: CGPoint(x: s / 3, y: 0), control2: CGPoint(x: s * 2 / 3, y: 0))
        path.addCurve(to: CGPoint(x: s, y: s), control1: CGPoint(x: s, y: s / 3), control2: CGPoint(x: s, y: s * 2 / 3))
        path.closeSubpath()
        return path
    }

    func perform(at time: TimeInterval) {
        guard time == 0 else { return }
        log.start()
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = circle()
        morph.toValue = square()
        morph.duration = 1
        morph.autoreverses = true
        morph.repeatCount = 2
        morph.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        morph.delegate = self
        mask.add(morph, forKey: "morph")
        log.append("t=0.000 add path animation circle→square, autoreverses, repeatCount 2")
    }

    func animationDidStart(_ anim: CAAnimation) {
        log.append("animationDidStart")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append("animationDidStop finished=\(flag)")
    }
}
