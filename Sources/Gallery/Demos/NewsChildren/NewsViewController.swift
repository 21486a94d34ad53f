import Foundation
import OpenUIKit

/// The news page of the ported ChildViewController article: a news page with a title strip at the top (the article's collection
/// view and its manager, `TitleStripView`) and one ChildNewsViewController per title.
/// `prepareAllChildControllers` adds every child up-front with `addChild` but inserts only the current
/// child's view, below the strip; a tap on another title (the strip's `didSelectItemAtIndexPathBlock`) slides the pages with `transition(from:to:duration:options:animations:completion:)`
/// (0.5 s, no options: ease in–out), left when going forwards and right when going backwards, and brings
/// the strip to the front when done. A page loads its view the first time it is shown. As in the seed, the
/// children never get `didMove(toParent:)`.
final class NewsViewController: UIViewController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let stripHeight: CGFloat = 40
    static let titles = ["Top", "Tech", "Sports", "Money"]
    static let colors: [UIColor] = [
        UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1), UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1),
        UIColor(red: 0.15, green: 0.6, blue: 0.3, alpha: 1), UIColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1),
    ]

    let titleStrip: TitleStripView
    private(set) var currentChildIndex = 0
    private let size: CGSize

    init(size: CGSize) {
        self.size = size
        titleStrip = TitleStripView(
            frame: CGRect(x: 0, y: 0, width: size.width, height: Self.stripHeight), titles: Self.titles)
        super.init(nibName: nil, bundle: nil)
        title = "News"
    }

    override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = .white
        view.addSubview(titleStrip)
    }

    override func viewDidLoad() {
        prepareAllChildControllers()
        titleStrip.didSelectItemAtIndexPathBlock = { [weak self] item in
            self?.didSelectItem(at: item)
        }
    }

    func prepareAllChildControllers() {
        for (index, title) in Self.titles.enumerated() {
            let childVC = ChildNewsViewController(color: Self.colors[index], pageFrame: view.bounds)
            childVC.title = title
            addChild(childVC)
        }

        currentChildIndex = 0
        titleStrip.collectionView.selectItem(
            at: IndexPath(item: currentChildIndex, section: 0), animated: true, scrollPosition: .centeredHorizontally)

        // Titles not shown yet only get addChild; their pages appear through transition(from:to:).
        view.insertSubview(children[currentChildIndex].view, belowSubview: titleStrip)
    }

    /// The seed's `didSelectItemAtIndexPathBlock`: the user tapped the title at `item`; the pages slide
    /// (`slideChild(from:to:completion:)`) and the strip comes to the front when they are done.
    func didSelectItem(at item: Int) {
        if item == currentChildIndex {
            return
        }
        let fromIndex = currentChildIndex
        currentChildIndex = item
        slideChild(from: fromIndex, to: item) { [weak self] in
            guard let self else { return }
            self.view.bringSubviewToFront(self.titleStrip)
        }
    }
}
