import Foundation
import OpenUIKit

/// The app's CAKeyframeAnimation screen (its title, as the app sets it, is its class name): a blue 100-point
/// square above the middle and three buttons:
///
/// - 关键帧 (keyframes): marks six points with 8-point squares (the first green, the others red, each with its
///   corner on the point) and moves the square through them over 10 s — along height / 2 − 50, down to
///   height / 2 + 50 at a third of the width, up again at two thirds, on to the right edge — at key times 0, 0.5,
///   0.6, 0.7, 0.9 and 1, ease-out over the whole, turned along its path the other way round
///   (`rotateAutoReverse`); its delegate notes when it starts and stops.
/// - 路径 (path): moves the square once round a 200-point square path centred on the screen, 2 s.
/// - 抖动 (shake): rocks the square between −4° and 4° (`transform.rotation`: linear, then ease-in, the third
///   timing function unused), 0.25 s a pass, for ever.
final class KeyframeAnimationController: OperationButtonsController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let markerSize: CGFloat = 8
    let demoView = UIView()

    init() {
        super.init(operationTitles: ["关键帧", "路径", "抖动"])
    }

    /// The six points the 关键帧 animation passes through, for a screen of `size`.
    static func keyPoints(in size: CGSize) -> [CGPoint] {
        let (width, middle) = (size.width, size.height / 2)
        return [
            CGPoint(x: 0, y: middle - 50), CGPoint(x: width / 3, y: middle - 50),
            CGPoint(x: width / 3, y: middle + 50), CGPoint(x: width * 2 / 3, y: middle + 50),
            CGPoint(x: width * 2 / 3, y: middle - 50), CGPoint(x: width, y: middle - 50),
        ]
    }

    static let keyTimes: [Double] = [0, 0.5, 0.6, 0.7, 0.9, 1]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "CAKeyframeViewController"
        demoView.backgroundColor = .blue
        addCentered(demoView, size: CGSize(width: 100, height: 100), top: -100)
    }

    override func didTapOperation(at index: Int) {
        let size = view.bounds.size
        switch index {
        case 0:
            let points = Self.keyPoints(in: size)
            for (index, point) in points.enumerated() {
                let marker = UIView(
                    frame: CGRect(origin: point, size: CGSize(width: Self.markerSize, height: Self.markerSize)))
                marker.backgroundColor = index == 0 ? .green : .red
                view.addSubview(marker)
            }
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.values = points
            animation.keyTimes = Self.keyTimes.map { NSNumber(value: $0) }
            animation.duration = 10
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            animation.delegate = AnimationDelegateLog(note: note)
            animation.rotationMode = .rotateAutoReverse
            demoView.layer.add(animation, forKey: "keyframeAnimation")
        case 1:
            let animation = CAKeyframeAnimation(keyPath: "position")
            let rect = CGRect(x: size.width / 2 - 100, y: size.height / 2 - 100, width: 200, height: 200)
            animation.path = UIBezierPath(rect: rect).cgPath
            animation.duration = 2
            demoView.layer.add(animation, forKey: "pathAnimation")
        default:
            let animation = CAKeyframeAnimation(keyPath: "transform.rotation")
            let angle = Double.pi / 180 * 4
            animation.values = [-angle, angle, -angle]
            animation.timingFunctions = [
                CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn),
                CAMediaTimingFunction(name: .easeOut),
            ]
            animation.repeatCount = .greatestFiniteMagnitude
            demoView.layer.add(animation, forKey: "shakeAnimation")
        }
    }
}
