import Foundation
import OpenUIKit

/// The outer controller. Its view holds the segmented control `segSwitch` ("First", "Second", in a strip at
/// the top) and the container view that the storyboard's embed segue "ContainerController" fills with a
/// ContainerController; `prepare(for:sender:)` keeps that controller in `containerVC`, and
/// `switchControllerAction` — the control's `.valueChanged` action — asks it to swap.
///
/// The controller is made either way the article's app could make it: from `SegueContainer.storyboard`
/// (`init?(coder:)`: the scene's view, outlets, action and embed segue), or in code (`init(size:)`: the same
/// view built in `loadView()` and the embed segue declared and performed as the storyboard performs it,
/// while the view loads, before `viewDidLoad()`).
final class ViewController: UIViewController, EmbeddingController {
    static let segmentHeight: CGFloat = 44

    var containerVC: ContainerController?
    var segSwitch: UISegmentedControl!
    var containerView: UIView!
    /// The size of the view built in code; nil when the storyboard scene gives the view.
    private let size: CGSize?

    /// A controller whose view is `size` large, as the storyboard scene lays it out: the segmented control
    /// (UIKit's 32 points high) centred in the strip, inset 8 points at the sides.
    init(size: CGSize) {
        self.size = size
        segSwitch = UISegmentedControl(items: ["First", "Second"])
        containerView = UIView(
            frame: CGRect(x: 0, y: Self.segmentHeight, width: size.width, height: size.height - Self.segmentHeight))
        super.init(nibName: nil, bundle: nil)
        let containerSize = containerView.bounds.size
        declareSegue(withIdentifier: "ContainerController", segueClass: EmbedSegue.self) {
            ContainerController(size: containerSize)
        }
    }

    /// The controller of the storyboard's initial scene: its view, outlets and segues come from the file.
    required init?(coder: NSCoder) {
        size = nil
        super.init(coder: coder)
    }

    /// Made in code: the view, the control and the container, then the embed segue, which a storyboard
    /// performs at this point of loading. Made from the storyboard: the scene's view.
    override func loadView() {
        guard let size else { return super.loadView() }
        view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = .white
        segSwitch.frame = CGRect(
            x: 8, y: (Self.segmentHeight - UISegmentedControl.defaultHeight) / 2, width: size.width - 16,
            height: UISegmentedControl.defaultHeight)
        segSwitch.selectedSegmentIndex = 0
        segSwitch.addTarget(self, action: ViewController.switchControllerAction, for: .valueChanged)
        view.addSubview(segSwitch)
        view.addSubview(containerView)
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

extension ViewController: IBConnectable {
    /// The storyboard's outlets `segSwitch` and `containerView` and the control's action.
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("segSwitch", \ViewController.segSwitch), .outlet("containerView", \ViewController.containerView),
        .action("switchControllerAction:", ViewController.switchControllerAction),
    ]
}
