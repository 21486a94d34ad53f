import Foundation
import OpenUIKit

/// The outer controller. Its view holds the segmented control `segSwitch` ("First", "Second", in a strip at
/// the top) and the container view that the storyboard's embed segue "ContainerController" fills with a
/// ContainerController; `prepare(for:sender:)` keeps that controller in `containerVC`, and
/// `switchControllerAction` — the control's `.valueChanged` action, connected as the storyboard connects
/// it — asks it to swap.
final class ViewController: UIViewController, EmbeddingController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let segmentHeight: CGFloat = 44

    var containerVC: ContainerController?
    let segSwitch = UISegmentedControl(items: ["First", "Second"])
    let containerView: UIView
    private let size: CGSize

    /// A controller whose view is `size` large, as the storyboard scene lays it out: the segmented control
    /// (UIKit's 32 points high) centred in the strip, inset 8 points at the sides.
    init(size: CGSize) {
        self.size = size
        containerView = UIView(
            frame: CGRect(x: 0, y: Self.segmentHeight, width: size.width, height: size.height - Self.segmentHeight))
        super.init(nibName: nil, bundle: nil)
        let containerSize = containerView.bounds.size
        declareSegue(withIdentifier: "ContainerController", segueClass: EmbedSegue.self) {
            ContainerController(size: containerSize)
        }
    }

    override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = .white
        segSwitch.frame = CGRect(
            x: 8, y: (Self.segmentHeight - UISegmentedControl.defaultHeight) / 2, width: size.width - 16,
            height: UISegmentedControl.defaultHeight)
        segSwitch.selectedSegmentIndex = 0
        segSwitch.addTarget(self, action: ViewController.switchControllerAction, for: .valueChanged)
        view.addSubview(segSwitch)
        view.addSubview(containerView)
    }

    /// The storyboard performs the embed segue while it loads the scene.
    override func viewDidLoad() {
        performSegue(withIdentifier: "ContainerController", sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ContainerController" {
            containerVC = segue.destination as? ContainerController
        }
    }

    func switchControllerAction(_ sender: UISegmentedControl) {
        // Tell ContainerController to switch between its two child controllers.
        containerVC?.swapViewControllers()
    }

    /// The centre of segment `index` in window coordinates, where a finger taps it (nil while the control
    /// is off screen).
    func segmentCenterInWindow(_ index: Int) -> CGPoint? {
        let width = segSwitch.bounds.width / CGFloat(max(segSwitch.numberOfSegments, 1))
        return segSwitch.pointInWindow(CGPoint(x: width * (CGFloat(index) + 0.5), y: segSwitch.bounds.midY))
    }
}
