import Foundation
import OpenUIKit

/// The demo app's home screen, as the ported articles' AnimationSet app has one: a table of the gallery's demos by
/// section (first the app's two, 基础动画案例 and 高级动画案例; then a topic each and the articles its demos come
/// from, `SeedArticle`), one row each with the demo's title; selecting a row pushes the demo's live screen on the
/// navigation controller — an AnimationSet screen itself, as the app pushes it.
final class GalleryHomeController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let cellIdentifier = "Demo"
    /// The height of a row, in points.
    static let rowHeight: CGFloat = 56

    let sections: [(title: String, demos: [any GalleryDemo.Type])]
    let tableView = UITableView(frame: .zero, style: .plain)

    init(sections: [(title: String, demos: [any GalleryDemo.Type])] = GalleryCatalog.sections) {
        self.sections = sections
        super.init(nibName: nil, bundle: nil)
        title = "OpenUIKit Gallery"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        addFillingTable(tableView, rowHeight: Self.rowHeight, cellIdentifier: Self.cellIdentifier, source: self)
    }

    /// Where the demo named `name` is listed; nil for a name that is not.
    func indexPath(ofDemoNamed name: String) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let row = entry.demos.firstIndex(where: { $0.name == name }) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].demos.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].demos[indexPath.row].title
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        // An AnimationSet screen is pushed itself, full screen under the bar as the app's home pushes it (the person
        // drives it); any other demo in a `DemoHostController`.
        let demo = sections[indexPath.section].demos[indexPath.row]
        guard let app = demo as? any AnimationSetDemo.Type else {
            navigationController?.pushViewController(DemoHostController(demo: demo), animated: true)
            return
        }
        AnimationSetHomeController.push(app.makeScreen(), of: app.screen, on: navigationController)
    }
}
