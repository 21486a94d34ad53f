import Foundation
import OpenUIKit

/// The AnimationSet app's 各类转场动画 screen (`TransitionListViewController`): a plain table filling the screen
/// under the translucent bar, one section of seven rows 45 points high with the app's titles in its order —
/// push/pop 转场动画, present/dismiss 转场动画, Bubble, HalfPresent, RevealLeft, LeftTopPresent, tabbarcontroller
/// 切换转场动画. Selecting a row deselects it at once; rows 2–5 push a `TransitionFirstPageController` running that
/// row's custom presentation (`HBLTransitionType`, numbered by the rows). The other three rows open the poster
/// flight and the tab bar slide, which the push-pop-custom, present-custom and tab-slide demos port; here they
/// open nothing.
final class TransitionListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let title = "各类转场动画"
    static let cellIdentifier = "dequeueIdentifierTransition"
    /// The rows' titles, in the app's order.
    static let rowTitles = [
        "push/pop 转场动画", "present/dismiss 转场动画", "Bubble", "HalfPresent", "RevealLeft", "LeftTopPresent",
        "tabbarcontroller 切换转场动画",
    ]
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
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.backgroundColor = .white
        tableView.rowHeight = Self.rowHeight
        tableView.sectionHeaderHeight = Self.rowHeight
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    /// The middle of the row of `type` in window coordinates, where a finger taps it; nil while the table is in
    /// no window.
    func rowCenterInWindow(_ type: HBLTransitionType) -> CGPoint? {
        let rect = tableView.rectForRow(at: IndexPath(row: type.rawValue, section: 0))
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
        guard let type = HBLTransitionType(rawValue: indexPath.row) else { return }
        navigationController?.pushViewController(TransitionFirstPageController(transitionType: type), animated: true)
    }
}
