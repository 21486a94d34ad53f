import Foundation
import OpenUIKit

/// The AnimationSet app's 各类转场动画 screen (`TransitionListViewController`): a plain table filling the screen
/// under the translucent bar, one section of seven rows 45 points high with the app's titles in its order —
/// push/pop 转场动画, present/dismiss 转场动画, Bubble, HalfPresent, RevealLeft, LeftTopPresent, tabbarcontroller
/// 切换转场动画. Selecting a row deselects it at once; the first two push the film list
/// (`VCTransitionPageController`, titled by the row), whose films are pushed or presented with the poster flight;
/// rows 2–5 push a `TransitionFirstPageController` running that row's custom presentation (`HBLTransitionType`,
/// numbered by the rows); the last presents the app's tab bar controller (`MyTabBarPageController`) with this list
/// as its delegate, which answers every switch with the `TabBarPageTransition` slide.
///
/// The tab bar controller is presented `.fullScreen`, set explicitly: the app sets no style, and on the iOS it was
/// written for (10) that meant full screen; on iOS 13 and later it would be a page sheet, a card that leaves the
/// list showing above it, which is not the app's look.
final class TransitionListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UITabBarControllerDelegate
{
    static let title = "各类转场动画"
    static let cellIdentifier = "dequeueIdentifierTransition"
    /// The rows' titles, in the app's order.
    static let rowTitles = [
        "push/pop 转场动画", "present/dismiss 转场动画", "Bubble", "HalfPresent", "RevealLeft", "LeftTopPresent",
        "tabbarcontroller 切换转场动画",
    ]
    /// The rows that open the film list (pushing or presenting its films) and the tab bar controller.
    static let pushPopRow = 0
    static let presentDismissRow = 1
    static let tabBarRow = 6
    /// The height of the rows and of the section header, in points.
    static let rowHeight: CGFloat = 45

    let tableView = UITableView(frame: .zero, style: .plain)

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Made in code only: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = Self.title
        tableView.backgroundColor = .white
        tableView.sectionHeaderHeight = Self.rowHeight
        addFillingTable(tableView, rowHeight: Self.rowHeight, cellIdentifier: Self.cellIdentifier, source: self)
    }

    /// The middle of the row of `type` in window coordinates, where a finger taps it; nil while the table is in
    /// no window.
    func rowCenterInWindow(_ type: HBLTransitionType) -> CGPoint? {
        rowCenterInWindow(row: type.rawValue)
    }

    /// The middle of row `row` in window coordinates; nil while the table is in no window.
    func rowCenterInWindow(row: Int) -> CGPoint? {
        let rect = tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return tableView.pointInWindow(CGPoint(x: rect.midX, y: rect.midY))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.rowTitles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = Self.rowTitles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        switch indexPath.row {
        case Self.pushPopRow, Self.presentDismissRow:
            let list = VCTransitionPageController(
                showType: indexPath.row == Self.pushPopRow ? .push : .present, title: Self.rowTitles[indexPath.row])
            navigationController?.pushViewController(list, animated: true)
        case Self.tabBarRow:
            let tabs = MyTabBarPageController()
            tabs.delegate = self
            tabs.modalPresentationStyle = .fullScreen
            present(tabs, animated: true, completion: nil)
        default:
            guard let type = HBLTransitionType(rawValue: indexPath.row) else { return }
            navigationController?.pushViewController(
                TransitionFirstPageController(transitionType: type), animated: true)
        }
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        TabBarPageTransition(fromVC: fromVC, toVC: toVC)
    }
}
