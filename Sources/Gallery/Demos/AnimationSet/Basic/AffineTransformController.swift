import Foundation
import OpenUIKit

/// The app's CGAffineTransform screen (no title: the app sets none): a red 100-point square above the middle and
/// eight buttons, each putting the square's transform back to the identity and animating it, in a 1 s
/// `UIView.animate` block, to:
///
/// - 位移: a translation of (100, 100) (the screen also notes that two such transforms are equal);
/// - 缩放: a scale of 2; 旋转: a quarter turn;
/// - 组合1: a half turn, scaled by 0.5, translated by (100, 100) — each step in the frame of the one before;
/// - 组合2: a quarter turn concatenated with a scale of 0.5;
/// - 反转: the inverse of a scale of 2 — and then, as in the app, whose switch has no `break` after this case,
///   what 点应用 and 区域应用 do as well;
/// - 点应用 / 区域应用: nothing to animate — the block only applies a translation of (100, 100) to the point
///   (50, 50) and a scale of 2 to the size 50 × 50, and the screen notes the results.
final class AffineTransformController: OperationButtonsController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let squareColor = UIColor.red
    static let duration: TimeInterval = 1
    let demoView = UIView()

    init() {
        super.init(operationTitles: ["位移", "缩放", "旋转", "组合1", "组合2", "反转", "点应用", "区域应用"])
    }

    /// The transform each of the first six buttons animates to.
    static let targets: [CGAffineTransform] = [
        CGAffineTransform(translationX: 100, y: 100), CGAffineTransform(scaleX: 2, y: 2),
        CGAffineTransform(rotationAngle: .pi / 2),
        CGAffineTransform(rotationAngle: .pi).scaledBy(x: 0.5, y: 0.5).translatedBy(x: 100, y: 100),
        CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(scaleX: 0.5, y: 0.5)),
        CGAffineTransform(scaleX: 2, y: 2).inverted(),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        demoView.backgroundColor = Self.squareColor
        addCentered(demoView, size: CGSize(width: 100, height: 100), top: -100)
    }

    override func didTapOperation(at index: Int) {
        switch index {
        case 0..<5:
            animate(to: Self.targets[index])
            if index == 0 {
                let equal = CGAffineTransform(translationX: 100, y: 100) == CGAffineTransform(translationX: 100, y: 100)
                note("t1 == t2: \(equal)")
            }
        case 5:
            animate(to: Self.targets[5])
            applyToPoint()
            applyToSize()
        case 6:
            applyToPoint()
        default:
            applyToSize()
        }
    }

    private func animate(to transform: CGAffineTransform) {
        demoView.transform = .identity
        UIView.animate(withDuration: Self.duration) {
            self.demoView.transform = transform
        }
    }

    private func applyToPoint() {
        demoView.transform = .identity
        UIView.animate(withDuration: Self.duration) {
            let point = CGPoint(x: 50, y: 50).applying(CGAffineTransform(translationX: 100, y: 100))
            self.note("point (\(point.x), \(point.y))")
        }
    }

    private func applyToSize() {
        demoView.transform = .identity
        UIView.animate(withDuration: Self.duration) {
            let size = CGSize(width: 50, height: 50).applying(CGAffineTransform(scaleX: 2, y: 2))
            self.note("size \(size.width) × \(size.height)")
        }
    }
}
