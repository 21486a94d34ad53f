import Foundation
import OpenUIKit

/// A two-state card switched through every `CATransition` type in turn, as the CATransition screens of the
/// articles' demo app do it: each tap on Next adds a 0.6 s transition of the next type (by its name, as apps
/// pass the private ones: `CATransitionType(rawValue: "rippleEffect")`) to the card's layer, then flips the
/// card between its two states — orange "A" and blue "B" — inside the same transaction. The title above the
/// card names the type. `log` hears each tap and the transitions' start and stop.
final class TransitionTypesController: UIViewController {
    /// Every type, public then private, with the subtype it runs with (directional types come from the right).
    static let types: [(name: String, subtype: CATransitionSubtype?)] = [
        ("fade", nil), ("moveIn", .fromRight), ("push", .fromRight), ("reveal", .fromRight), ("cube", .fromRight),
        ("alignedCube", .fromRight), ("oglFlip", .fromRight), ("flip", .fromRight), ("alignedFlip", .fromRight),
        ("rotate", nil), ("pageCurl", .fromBottom), ("pageUnCurl", .fromBottom), ("rippleEffect", nil),
        ("suckEffect", nil), ("cameraIris", nil), ("cameraIrisHollowClose", nil), ("cameraIrisHollowOpen", nil),
    ]
    static let transitionDuration: TimeInterval = 0.6
    static let cardFrame = CGRect(x: 30, y: 48, width: 180, height: 180)
    static let stateColors = [
        UIColor(red: 0.98, green: 0.62, blue: 0.16, alpha: 1), UIColor(red: 0.16, green: 0.42, blue: 0.86, alpha: 1),
    ]
    static let stateLetters = ["A", "B"]

    /// The transitions' delegate, which reports to `log` (Core Animation retains an animation's delegate,
    /// so it holds the log, not the controller).
    private final class Callbacks: CAAnimationDelegate {
        let name: String
        let log: (String) -> Void

        init(name: String, log: @escaping (String) -> Void) {
            self.name = name
            self.log = log
        }

        func animationDidStart(_ anim: CAAnimation) {
            log("\(name) did start")
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            log("\(name) did stop finished=\(flag)")
        }
    }

    /// Hears what happened, as a line for the trace.
    var log: (String) -> Void = { _ in }
    /// The index of the next type a tap runs.
    private(set) var nextIndex = 0
    /// The card's state: 0 shows "A", 1 shows "B".
    private(set) var state = 0
    private let card = UIView(frame: cardFrame)
    private let letter = UILabel()
    private let typeLabel = UILabel()
    /// The Next button (made with the view).
    let nextButton = UIButton()

    override func loadView() {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        typeLabel.frame = CGRect(x: 0, y: 12, width: 240, height: 24)
        typeLabel.font = .systemFont(ofSize: 17)
        typeLabel.textAlignment = .center
        typeLabel.textColor = .black
        typeLabel.text = "CATransition"
        view.addSubview(typeLabel)
        card.layer.masksToBounds = true
        letter.frame = card.bounds
        letter.font = .systemFont(ofSize: 120)
        letter.textAlignment = .center
        letter.textColor = .white
        card.addSubview(letter)
        for row in 0..<3 {
            let stripe = UIView(frame: CGRect(x: 0, y: 30 + CGFloat(row) * 60, width: 180, height: 6))
            stripe.backgroundColor = UIColor(white: 1, alpha: 0.5)
            card.addSubview(stripe)
        }
        show(state: 0)
        view.addSubview(card)
        nextButton.setTitle("Next", for: .normal)
        nextButton.titleLabel?.font = .systemFont(ofSize: 15)
        nextButton.setTitleColor(.white, for: .normal)
        nextButton.backgroundColor = UIColor(white: 0.25, alpha: 1)
        nextButton.layer.cornerRadius = 6
        nextButton.frame = CGRect(x: 60, y: 264, width: 120, height: 36)
        nextButton.addAction(UIAction { [unowned self] _ in runNextTransition() }, for: .primaryActionTriggered)
        view.addSubview(nextButton)
        self.view = view
    }

    private func show(state: Int) {
        self.state = state
        card.backgroundColor = Self.stateColors[state]
        letter.text = Self.stateLetters[state]
    }

    /// The Next button's action: the next type's transition on the card's layer, and the other state.
    func runNextTransition() {
        guard nextIndex < Self.types.count else { return }
        let (name, subtype) = Self.types[nextIndex]
        nextIndex += 1
        typeLabel.text = name
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: name)
        transition.subtype = subtype
        transition.duration = Self.transitionDuration
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        transition.delegate = Callbacks(name: name, log: log)
        card.layer.add(transition, forKey: "transition")
        show(state: 1 - state)
        log("add \(name) transition, show \(Self.stateLetters[state])")
    }
}
