import Foundation
import OpenUIKit

/// The AnimationSet app's `vcTransitionViewController`, the film list that the 各类转场动画 list's first two rows
/// push (titled by the row): a plain table filling the screen under the translucent bar, six default-style rows
/// 100 points high, each with a film's poster and title — 永不回头, 机械师, 魔法精灵, 惊天破, 湄公河行动, 育婴室; the app
/// ships posters for the first four only (movie1–movie4), so the last two rows have none.
///
/// Selecting a row deselects it, remembers it, and shows the film's `SinglePageController` as `showType` says:
/// `.push` makes the page the navigation controller's delegate and pushes it (its delegate method returns the
/// poster flight for both operations); `.present` makes this list the page's transitioning delegate and presents
/// it. The presented page is `.fullScreen`, set explicitly: the app sets no style — it was written for iOS 10,
/// where the unspecified style was full screen — and its dismissal animator puts the presenting navigation
/// controller's view back in the container, which only a presentation that took it away needs; on iOS 13 and later
/// the unspecified style is a page sheet, which keeps the presenter and hands the animator a card's frame.
final class VCTransitionPageController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UIViewControllerTransitioningDelegate
{
    /// How a film's page is shown (the app's `ShowType`).
    enum ShowType {
        case push, present
    }

    /// A film of the list: its title and the colour of its drawn poster (nil: the app has no poster for it).
    struct Film {
        let title: String
        let posterColor: UIColor?
    }

    static let cellIdentifier = "cellIdentifier"
    static let rowHeight: CGFloat = 100
    /// The size the posters are drawn at: the film page's 110 × 160 frame, halved, so the rows show them whole.
    static let posterSize = CGSize(width: 55, height: 80)
    /// The films, in the app's order.
    static let films = [
        Film(title: "永不回头", posterColor: UIColor(red: 0.2, green: 0.3, blue: 0.55, alpha: 1)),
        Film(title: "机械师", posterColor: UIColor(red: 0.35, green: 0.35, blue: 0.4, alpha: 1)),
        Film(title: "魔法精灵", posterColor: UIColor(red: 0.2, green: 0.6, blue: 0.35, alpha: 1)),
        Film(title: "惊天破", posterColor: UIColor(red: 0.85, green: 0.45, blue: 0.1, alpha: 1)),
        Film(title: "湄公河行动", posterColor: nil),
        Film(title: "育婴室", posterColor: nil),
    ]

    /// The poster of film `index`, drawn (the gallery ships no image files); nil where the app has none.
    static func poster(_ index: Int) -> UIImage? {
        let film = films[index]
        return film.posterColor.map { Movie.poster(color: $0, initial: String(film.title.prefix(1)), size: posterSize) }
    }

    let showType: ShowType
    let tableView = UITableView(frame: .zero, style: .plain)
    /// The row whose film was shown last; the poster flies from and back to it.
    private(set) var currentIndexPath: IndexPath?
    /// The page presented last, while UIKit holds it.
    private(set) weak var presentedPage: SinglePageController?

    /// A list showing films as `showType` says, titled `title` (the row that pushed it).
    init(showType: ShowType, title: String) {
        self.showType = showType
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Made by the 各类转场动画 list in code only: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        addFillingTable(tableView, rowHeight: Self.rowHeight, cellIdentifier: Self.cellIdentifier, source: self)
    }

    /// The middle of row `row` in window coordinates, where a finger taps it; nil while the table is in no window.
    func rowCenterInWindow(_ row: Int) -> CGPoint? {
        let rect = tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return tableView.pointInWindow(CGPoint(x: rect.midX, y: rect.midY))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.films.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.imageView?.image = Self.poster(indexPath.row)
        cell.textLabel?.text = Self.films[indexPath.row].title
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        let page = SinglePageController(poster: Self.poster(indexPath.row), showType: showType)
        currentIndexPath = indexPath
        switch showType {
        case .push:
            navigationController?.delegate = page
            navigationController?.pushViewController(page, animated: true)
        case .present:
            page.modalPresentationStyle = .fullScreen
            page.transitioningDelegate = self
            presentedPage = page
            present(page, animated: true, completion: nil)
        }
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        VCCustomPageTransitioning(type: .present)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        VCCustomPageTransitioning(type: .dismissed)
    }
}
