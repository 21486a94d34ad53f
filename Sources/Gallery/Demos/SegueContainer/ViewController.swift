import Foundation
import OpenUIKit

/// The outer controller. Its view holds the segmented control (`segSwitch`, a
/// `TitleStripView` stand-in) and the container view that the storyboard's embed segue
/// "ContainerController" fills with a ContainerController; `prepare(for:sender:)` keeps that controller in
/// `containerVC`, and `switchControllerAction` (the control's valueChanged action) asks it to swap.
final class ViewController: UIViewController, EmbeddingController {
    static let segmentHeight: CGFloat = 44

    var containerVC: ContainerController?
    let segSwitch: TitleStripView
    let containerView: UIView
    private let size: CGSize

    /// A controller whose view is `size` large, as the storyboard scene lays it out.
    init(size: CGSize) {
        self.size = size
        segSwitch = TitleStripView(
            frame: CGRect(x: 0, y: 0, width: size.width, height: Self.segmentHeight),
            titles: ["First", "Second"])
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

    func switchControllerAction(_ sender: Any?) {
        // Tell ContainerController to switch between its two child controllers.
        containerVC?.swapViewControllers()
    }
}
