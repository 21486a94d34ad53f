import Foundation
import OpenUIKit

/// The AnimationSet app's home, as the app builds it: titled 动画集锦, a plain table filling the screen (under the
/// translucent navigation bar, the table's content inset keeping the rows below it) with the two sections
/// 基础动画案例 and 高级动画案例, headers and rows 45 points high, a default-style cell per screen with its title.
/// Selecting a row deselects it at once and pushes the row's screen, which `makeScreen` makes (nil: the row
/// opens nothing here, as a demo brings only its own screen); the controller rotation's row flips the navigation
/// view over its push.
final class AnimationSetHomeController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let title = "动画集锦"
    static let cellIdentifier = "dequeueIdentifier"
    /// The height of the rows and of the section headers, in points.
    static let rowHeight: CGFloat = 45

    let tableView = UITableView(frame: .zero, style: .plain)
    private let makeScreen: (AnimationSetScreen) -> UIViewController?

    init(makeScreen: @escaping (AnimationSetScreen) -> UIViewController?) {
        self.makeScreen = makeScreen
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = Self.title
        view.backgroundColor = .white
        tableView.backgroundColor = .white
        tableView.sectionHeaderHeight = Self.rowHeight
        addFillingTable(tableView, rowHeight: Self.rowHeight, cellIdentifier: Self.cellIdentifier, source: self)
    }

    /// The middle of `screen`'s row in window coordinates, where a finger taps it; nil while the table is in no
    /// window.
    func rowCenterInWindow(_ screen: AnimationSetScreen) -> CGPoint? {
        let rect = tableView.rectForRow(at: IndexPath(row: screen.row, section: screen.section.rawValue))
        return tableView.pointInWindow(CGPoint(x: rect.midX, y: rect.midY))
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        AnimationSetScreen.Section.allCases.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        AnimationSetScreen.Section(rawValue: section)?.screens.count ?? 0
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        AnimationSetScreen.Section(rawValue: section)?.title
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = Self.screen(at: indexPath)?.title
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        guard let screen = Self.screen(at: indexPath), let controller = makeScreen(screen) else { return }
        Self.push(controller, of: screen, on: navigationController)
    }

    /// Pushes `controller`, `screen`'s controller, on `navigation` as the app's home pushes it: animated, and for
    /// the controller rotation (ViewController 旋转切换) under an oglFlip of the whole navigation view
    /// (`addOglFlip`), the app's `transitionViewController`.
    static func push(
        _ controller: UIViewController, of screen: AnimationSetScreen, on navigation: UINavigationController?
    ) {
        if screen == .controllerRotation { navigation?.addOglFlip() }
        navigation?.pushViewController(controller, animated: true)
    }

    private static func screen(at indexPath: IndexPath) -> AnimationSetScreen? {
        guard let screens = AnimationSetScreen.Section(rawValue: indexPath.section)?.screens,
            screens.indices.contains(indexPath.row)
        else { return nil }
        return screens[indexPath.row]
    }
}
