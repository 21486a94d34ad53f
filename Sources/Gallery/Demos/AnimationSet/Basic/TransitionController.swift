import Foundation
import OpenUIKit

/// The app's CATransition screen: a 180 × 260 card above the middle showing a number in 40-point type, and twelve
/// buttons, one per transition type the app lists — the four public ones and eight private ones (which
/// QuartzCore accepts by name). Each tap moves the card on to its next face (cyan 1, magenta 2, orange 3,
/// purple 4, then 1 again) and adds a 3 s `CATransition` of the button's type to the card's layer, from the left
/// (`moveIn` from the right, and shown only from 0.3 to 0.6 of its progress: it jumps to 0.3 at its start and
/// to the end after 0.6).
final class TransitionController: OperationButtonsController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    /// A button's title and the transition type it runs.
    static let types: [(title: String, type: CATransitionType)] = [
        ("fade", .fade), ("moveIn", .moveIn), ("push", .push), ("reveal", .reveal),
        ("cube", CATransitionType(rawValue: "cube")), ("suck", CATransitionType(rawValue: "suckEffect")),
        ("oglFlip", CATransitionType(rawValue: "oglFlip")), ("ripple", CATransitionType(rawValue: "rippleEffect")),
        ("Curl", CATransitionType(rawValue: "pageCurl")), ("UnCurl", CATransitionType(rawValue: "pageUnCurl")),
        ("caOpen", CATransitionType(rawValue: "cameraIrisHollowOpen")),
        ("caClose", CATransitionType(rawValue: "cameraIrisHollowClose")),
    ]
    /// The card's faces, in turn.
    static let faces: [(color: UIColor, text: String)] = [
        (.cyan, "1"), (.magenta, "2"), (.orange, "3"), (.purple, "4"),
    ]
    static let cardSize = CGSize(width: 180, height: 260)
    static let duration: TimeInterval = 3

    let demoView = UIView()
    let demoLabel = UILabel()
    /// The face the next change shows.
    private(set) var faceIndex = 0

    init() {
        super.init(operationTitles: Self.types.map(\.title))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "CATransition"
        addCentered(demoView, size: Self.cardSize, top: -200)
        demoLabel.textAlignment = .center
        demoLabel.font = .systemFont(ofSize: 40)
        demoLabel.translatesAutoresizingMaskIntoConstraints = false
        demoView.addSubview(demoLabel)
        // The app's frame: x = width / 2 − 10, y = height / 2 − 20, 30 × 40.
        NSLayoutConstraint.activate([
            demoLabel.leadingAnchor.constraint(equalTo: demoView.centerXAnchor, constant: -10),
            demoLabel.topAnchor.constraint(equalTo: demoView.centerYAnchor, constant: -20),
            demoLabel.widthAnchor.constraint(equalToConstant: 30),
            demoLabel.heightAnchor.constraint(equalToConstant: 40),
        ])
        showNextFace()
    }

    /// Shows the next face on the card.
    private func showNextFace() {
        let face = Self.faces[faceIndex]
        demoView.backgroundColor = face.color
        demoLabel.text = face.text
        faceIndex = (faceIndex + 1) % Self.faces.count
    }

    override func didTapOperation(at index: Int) {
        showNextFace()
        let transition = CATransition()
        transition.type = Self.types[index].type
        transition.subtype = index == 1 ? .fromRight : .fromLeft
        transition.duration = Self.duration
        if index == 1 {
            transition.startProgress = 0.3
            transition.endProgress = 0.6
        }
        demoView.layer.add(transition, forKey: "\(Self.types[index].type.rawValue)Animation")
    }
}
