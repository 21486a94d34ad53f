import Foundation
import OpenUIKit

/// The AnimationSet app's `SingleViewController`, a film's page: white, with a red band 220 points high across its
/// top, a back arrow (the app's `icon_nav_back`, 10 × 20) at (20, 50) in the band, and the film's poster at
/// (15, 150), 110 × 160 — frames the app sets in code from the screen's top-left corner, kept here. A tap on the
/// arrow goes back as the page came: popped (`.push`; the navigation bar then lies over the arrow, and its back
/// button is what a person taps) or dismissed (`.present`). Made the navigation controller's delegate by the list
/// before a push, it answers both operations with a `VCCustomPageTransitioning`.
final class SinglePageController: UIViewController, UINavigationControllerDelegate {
    static let bandHeight: CGFloat = 220
    static let arrowFrame = CGRect(x: 20, y: 50, width: 10, height: 20)
    static let posterFrame = CGRect(x: 15, y: 150, width: 110, height: 160)

    let showType: VCTransitionPageController.ShowType
    /// The poster (the app's `imgView`), its image the film's.
    let imgView = UIImageView(frame: posterFrame)
    /// The red band and the back arrow on it (the app's `bgView` and `backImgView`).
    let bgView = UIView()
    let backImgView = UIImageView(frame: arrowFrame)

    init(poster: UIImage?, showType: VCTransitionPageController.ShowType) {
        self.showType = showType
        super.init(nibName: nil, bundle: nil)
        imgView.image = poster
    }

    /// Made by the film list in code only: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bgView.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: Self.bandHeight)
        bgView.backgroundColor = .red
        view.addSubview(bgView)
        backImgView.image = Self.backArrow
        backImgView.isUserInteractionEnabled = true
        backImgView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SinglePageController.goBack))
        bgView.addSubview(backImgView)
        view.addSubview(imgView)
        view.backgroundColor = .white
    }

    /// The arrow's action: back the way the page came.
    func goBack() {
        switch showType {
        case .present: dismiss(animated: true, completion: nil)
        case .push: navigationController?.popViewController(animated: true)
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        VCCustomPageTransitioning(type: operation == .push ? .push : .pop)
    }

    /// The back arrow, drawn (the gallery ships no image files): a white chevron pointing left, 2 points thick.
    static let backArrow: UIImage = {
        let size = arrowFrame.size
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 4
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            let chevron = UIBezierPath()
            chevron.move(to: CGPoint(x: size.width - 2, y: 2))
            chevron.addLine(to: CGPoint(x: 2, y: size.height / 2))
            chevron.addLine(to: CGPoint(x: size.width - 2, y: size.height - 2))
            chevron.lineWidth = 2
            chevron.lineCapStyle = .round
            chevron.lineJoinStyle = .round
            UIColor.white.setStroke()
            chevron.stroke()
        }
    }()
}
