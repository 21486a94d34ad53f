import Foundation
import OpenUIKit

/// Two stacked views; the top one is masked by a CAShapeLayer whose path shrinks from the full
/// height to 0, uncovering the bottom one. Mid-way the animation pauses (speed 0 + timeOffset) and later
/// resumes with the beginTime recipe of Technical Q&A QA1673, exactly as the article's code does.
final class MaskPauseResumeDemo: GalleryDemo, CAAnimationDelegate {
    static let name = "mask-pause-resume"
    static let title = "Mask animation: pause and resume"
    static let summary =
        "A CAShapeLayer mask's path shrinks from full height to 0 over 3 s; paused at 1.2 s with speed = 0 + timeOffset, resumed at 2.2 s with the beginTime recipe (seed 000 §1)."

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 4.4
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0, "t = 0: mask covers all"), (0.6, "0.6 s: shrinking"), (1.2, "1.2 s: paused"),
        (2.0, "2.0 s: still paused"), (2.8, "2.8 s: resumed"), (4.2, "4.2 s: done"),
    ]
    var trace: [String] { log.lines.map(\.text) }
    var timedTrace: [TimedTraceLine]? { log.lines }
    private var log = TimedTraceLog()

    private let maskLayer = CAShapeLayer()
    private var isAnimating = false
    private let pauseAt: TimeInterval = 1.2
    private let resumeAt: TimeInterval = 2.2

    required init() {}

    func makeScene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        let bottom = card(color: CGColor(red: 0.98, green: 0.62, blue: 0.16, alpha: 1), text: "bottom view")
        let top = card(color: CGColor(red: 0.16, green: 0.42, blue: 0.86, alpha: 1), text: "top view")
        maskLayer.frame = top.bounds
        maskLayer.path = path(height: top.bounds.height, width: top.bounds.width)
        top.mask = maskLayer
        root.addSublayer(bottom)
        root.addSublayer(top)
        return root
    }

    private func card(color: CGColor, text: String) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: size.width - 40, height: size.height - 40)
        layer.backgroundColor = color
        layer.cornerRadius = 12
        let label = CATextLayer()
        label.string = text
        label.fontSize = 20
        label.alignmentMode = .center
        label.frame = CGRect(x: 0, y: layer.bounds.height / 2 - 14, width: layer.bounds.width, height: 28)
        layer.addSublayer(label)
        return layer
    }

    private func path(height: CGFloat, width: CGFloat) -> CGPath {
        CGPath(rect: CGRect(x: 0, y: 0, width: width, height: height), transform: nil)
    }

    /// Pauses and resumes on the first frame at or after each moment, so frame rates whose frame times
    /// miss 1.2 s or 2.2 s (24 fps) still do both.
    func perform(at time: TimeInterval) {
        if time == 0 { start() }
        if !didPause && time >= pauseAt - 1e-9 { didPause = true; pause() }
        if !didResume && time >= resumeAt - 1e-9 { didResume = true; resume() }
    }

    private var didPause = false
    private var didResume = false

    private func start() {
        log.start()
        maskLayer.removeAllAnimations()
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = maskLayer.path
        animation.toValue = path(height: 0, width: maskLayer.bounds.width)
        animation.duration = 3
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = self
        maskLayer.add(animation, forKey: "shrink")
        isAnimating = true
        log.append("t=0.000 add path animation (3 s)")
    }

    private func pause() {
        isAnimating = false
        let pausedTime = maskLayer.convertTime(CACurrentMediaTime(), from: nil)
        maskLayer.timeOffset = pausedTime
        maskLayer.speed = 0
        log.append(
            String(
                format: "t=%.3f pause: timeOffset = %.3f, speed = 0", log.elapsed,
                pausedTime - log.origin))
    }

    private func resume() {
        guard !isAnimating else { return }
        isAnimating = true
        let pausedTime = maskLayer.timeOffset
        maskLayer.speed = 1
        maskLayer.timeOffset = 0
        maskLayer.beginTime = 0
        let intervalTime = maskLayer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        maskLayer.beginTime = intervalTime
        log.append(
            String(format: "t=%.3f resume: beginTime = %.3f", log.elapsed, intervalTime))
    }

    func animationDidStart(_ anim: CAAnimation) {
        log.append(String(format: "t=%.3f animationDidStart", log.elapsed))
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append(
            String(
                format: "t=%.3f animationDidStop finished=%@", log.elapsed,
                flag ? "true" : "false"))
    }
}
