import Foundation
import OpenUIKit

/// The first screen of “Complex Animation Cases”: two stacked card views, the top one masked by a `CAShapeLayer` whose
/// path animates from the card's full height to 0, uncovering the bottom one; and the article's buttons — Start, Pause,
/// Resume — whose actions are its `pauseAnimation:` and `resumeAnimation:`, ported line by line (pause: `timeOffset` =
/// the layer's current local time, `speed` = 0; resume: the `beginTime` recipe of Technical Q&A QA1673), plus the start
/// the article describes (all of the layer's animations removed first). `log` hears each action and the animation's
/// delegate callbacks.
final class MaskPauseController: UIViewController {
    /// The animation's delegate, which reports to `log`. Core Animation retains an animation's delegate, and
    /// the animation stays on the layer (`isRemovedOnCompletion` is false), so the controller itself as the
    /// delegate would keep itself alive through its own view's layer.
    private final class Callbacks: CAAnimationDelegate {
        let log: (String) -> Void

        init(log: @escaping (String) -> Void) { self.log = log }

        func animationDidStart(_ anim: CAAnimation) {
            log("animationDidStart")
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            log("animationDidStop finished=\(flag)")
        }
    }

    /// The cards' frame in the view, above the button row.
    static let cardFrame = CGRect(x: 20, y: 20, width: 200, height: 240)
    static let topColor = UIColor(red: 0.16, green: 0.42, blue: 0.86, alpha: 1)
    static let bottomColor = UIColor(red: 0.98, green: 0.62, blue: 0.16, alpha: 1)
    /// The buttons, left to right.
    static let buttonTitles = ["Start", "Pause", "Resume"]

    /// Hears what happened, as a line for the trace.
    var log: (String) -> Void = { _ in }
    let maskLayer = CAShapeLayer()
    /// The seed's `isAnimating`.
    private(set) var isAnimating = false
    /// The buttons (made with the view), by title.
    private(set) var buttons: [String: UIButton] = [:]

    override func loadView() {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let bottom = card(color: Self.bottomColor, text: "bottom view")
        let top = card(color: Self.topColor, text: "top view")
        maskLayer.frame = top.bounds
        maskLayer.path = path(height: top.bounds.height)
        top.layer.mask = maskLayer
        view.addSubview(bottom)
        view.addSubview(top)
        for (index, title) in Self.buttonTitles.enumerated() {
            let button = UIButton(primaryAction: UIAction { [unowned self] _ in act(on: title) })
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = UIColor(white: 0.25, alpha: 1)
            button.layer.cornerRadius = 6
            button.frame = CGRect(x: 20 + CGFloat(index) * 68, y: 272, width: 64, height: 32)
            view.addSubview(button)
            buttons[title] = button
        }
        self.view = view
    }

    /// The action of the button titled `title`.
    private func act(on title: String) {
        switch title {
        case "Start": startAnimation()
        case "Pause": pauseAnimation()
        default: resumeAnimation()
        }
    }

    private func card(color: UIColor, text: String) -> UIView {
        let card = UIView(frame: Self.cardFrame)
        card.backgroundColor = color
        card.layer.cornerRadius = 12
        let label = UILabel(frame: CGRect(x: 0, y: card.bounds.height / 2 - 14, width: card.bounds.width, height: 28))
        label.text = text
        label.textColor = .white
        label.font = .systemFont(ofSize: 20)
        label.textAlignment = .center
        card.addSubview(label)
        return card
    }

    private func path(height: CGFloat) -> CGPath {
        CGPath(rect: CGRect(x: 0, y: 0, width: maskLayer.bounds.width, height: height), transform: nil)
    }

    /// Back to the initial state (every animation of the layer removed), then the path shrinks to 0 over 3 s.
    func startAnimation() {
        maskLayer.removeAllAnimations()
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = maskLayer.path
        animation.toValue = path(height: 0)
        animation.duration = 3
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = Callbacks(log: log)
        maskLayer.add(animation, forKey: "shrink")
        isAnimating = true
        log("add path animation (3 s)")
    }

    /// The seed's `pauseAnimation:`.
    func pauseAnimation() {
        isAnimating = false
        let pausedTime = maskLayer.pauseLocalTime()
        log(String(format: "pause: timeOffset = %.3f, speed = 0", pausedTime))
    }

    /// The seed's `resumeAnimation:`.
    func resumeAnimation() {
        // Already animating: nothing to do.
        if isAnimating {
            return
        }
        isAnimating = true
        let intervalTime = maskLayer.resumeLocalTime()
        log(String(format: "resume: beginTime = %.3f", intervalTime))
    }
}
