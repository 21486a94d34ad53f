import Foundation
import OpenUIKit

/// The `SingleViewController` of “Complex Animation Cases”, the detail of one film: its poster, large, near the top,
/// and its name under it. Made the navigation controller's delegate by the list before it is pushed, it answers
/// `animationControllerForOperation` with a `VCCustomTransitioning` for the push or the pop.
final class SingleViewController: UIViewController, UINavigationControllerDelegate {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    /// The poster's size on the page.
    static let posterSize = CGSize(width: 120, height: 160)

    /// The film shown (the seed's `imgName`).
    let movie: Movie
    /// The large poster (made with the view).
    private(set) var posterView: UIImageView?
    private let nameLabel = UILabel()

    init(movie: Movie) {
        self.movie = movie
        super.init(nibName: nil, bundle: nil)
        title = movie.name
    }

    override func loadView() {
        let page = UIView()
        page.backgroundColor = UIColor(white: 0.93, alpha: 1)
        let posterView = UIImageView(image: movie.poster)
        page.addSubview(posterView)
        nameLabel.text = movie.name
        nameLabel.font = .systemFont(ofSize: 18)
        nameLabel.textAlignment = .center
        page.addSubview(nameLabel)
        self.posterView = posterView
        view = page
    }

    /// The poster centred 24 points below the top of the safe area (under the navigation bar, as the seed's
    /// storyboard pins it to the top layout guide), the name under it.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let size = Self.posterSize
        let poster = CGRect(
            x: ((view.bounds.width - size.width) / 2).rounded(), y: view.safeAreaInsets.top + 24, width: size.width,
            height: size.height)
        if posterView?.frame != poster { posterView?.frame = poster }
        let name = CGRect(x: 0, y: poster.maxY + 12, width: view.bounds.width, height: 24)
        if nameLabel.frame != name { nameLabel.frame = name }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        // Push or pop, the one delegate method; the operation tells which.
        VCCustomTransitioning(type: operation == .push ? .push : .pop)
    }
}
