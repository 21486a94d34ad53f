import Foundation
import OpenUIKit

/// The AnimationSet app's news screen (ChildViewController; its `NewsViewController`): the navigation bar's title view
/// is a horizontal `UICollectionView` of the twelve category titles — a clear strip as wide as the screen and 44 points
/// high (the bar fits it between its margins), 64 × 44 items from `NewsTitleCell.xib`, no bouncing (the app also hides
/// the scroll indicator, which OpenUIKit's scroll views do not draw) — and the bar hides its back button. Every page is
/// a child `NewsPageController`, added up-front with `addChild` (and, as in the app, never told `didMove(toParent:)`);
/// only the first page's view is put in the view, the title selected with
/// `selectItem(at:animated:scrollPosition: .centeredHorizontally)`. A tap on another title scrolls it to the strip's
/// middle and slides the pages (`slideChild(from:to:completion:)`); a page's 返回上一级页面 pops the screen.
///
/// The app's slide completion brings the strip to the front of the view; the strip is the bar's title view, not in the
/// view, so UIKit does nothing there and neither does this screen. The app's separate data-source object is the
/// controller itself here.
final class NewsScreenController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
    NewsPageDelegate
{
    static let titles = ["萝卜", "白菜", "芹菜", "水果", "视频", "图片", "面包", "生活", "启示录", "树木", "小草", "校花"]
    static let itemSize = CGSize(width: 64, height: 44)

    /// The title strip (made when the view loads).
    private(set) var collectionView: UICollectionView?
    /// The index of the page shown (the selected title).
    private(set) var currentChildIndex = 0

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        prepareNavigationItemByCollectionView()
        prepareAllChildControllers()
    }

    private func prepareNavigationItemByCollectionView() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Self.itemSize
        let strip = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: view.frame.width, height: Self.itemSize.height),
            collectionViewLayout: layout)
        strip.backgroundColor = .clear
        strip.register(
            UINib(nibName: "NewsTitleCell", bundle: .module), forCellWithReuseIdentifier: NewsTitleCell.identifier)
        strip.bounces = false
        strip.dataSource = self
        strip.delegate = self
        collectionView = strip
        navigationItem.titleView = strip
        navigationItem.setHidesBackButton(true, animated: false)
    }

    private func prepareAllChildControllers() {
        for title in Self.titles {
            let page = NewsPageController(pageSize: view.bounds.size)
            page.title = title
            page.delegate = self
            addChild(page)
        }
        currentChildIndex = 0
        collectionView?.selectItem(
            at: IndexPath(item: currentChildIndex, section: 0), animated: true, scrollPosition: .centeredHorizontally)
        // Pages not shown yet only get addChild; they come in through transition(from:to:).
        view.addSubview(children[currentChildIndex].view)
    }

    /// The centre of title `index` in window coordinates, where a finger taps it; nil while it is off screen.
    func titleCenterInWindow(_ index: Int) -> CGPoint? {
        collectionView?.layoutIfNeeded()
        return collectionView?.cellForItem(at: IndexPath(item: index, section: 0))?.centerInWindow
    }

    /// The page shown.
    var currentPage: NewsPageController? {
        children.indices.contains(currentChildIndex) ? children[currentChildIndex] as? NewsPageController : nil
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.titles.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: NewsTitleCell.identifier, for: indexPath)
        (cell as? NewsTitleCell)?.label?.text = Self.titles[indexPath.item]
        return cell
    }

    /// A tap on a title: it scrolls to the strip's middle, and its page slides in.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: true)
        show(page: indexPath.item)
    }

    /// A swipe on a page, as the app handles it: left shows the next page, right the previous one, the title
    /// selected and scrolled to the strip's middle. As in the app, the index starts at 0, so a left swipe on
    /// the last page goes back to the first and a right swipe on the first does nothing.
    func actionSwipeGesture(_ gesture: UISwipeGestureRecognizer) {
        var index = 0
        if gesture.direction == .left, currentChildIndex < Self.titles.count - 1 { index = currentChildIndex + 1 }
        if gesture.direction == .right, currentChildIndex > 0 { index = currentChildIndex - 1 }
        let indexPath = IndexPath(item: index, section: 0)
        collectionView?.selectItem(at: indexPath, animated: true, scrollPosition: .centeredHorizontally)
        show(page: index)
    }

    /// Slides page `index` in with `transition(from:to:)` unless it is the page shown.
    private func show(page index: Int) {
        guard index != currentChildIndex else { return }
        let fromIndex = currentChildIndex
        currentChildIndex = index
        slideChild(from: fromIndex, to: index) {}
    }

    func goBack() {
        navigationController?.popViewController(animated: true)
    }
}
