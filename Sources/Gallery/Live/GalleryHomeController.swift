import Foundation
import OpenUIKit

/// The demo app's home screen: a table of the gallery's demos, one row each with the demo's title;
/// selecting a row pushes the demo's live screen on the navigation controller.
final class GalleryHomeController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let cellIdentifier = "Demo"
    /// The height of a row, in points.
    static let rowHeight: CGFloat = 56

    let demos: [any GalleryDemo.Type]
    let tableView = UITableView(frame: .zero, style: .plain)

    init(demos: [any GalleryDemo.Type] = GalleryCatalog.demos) {
        self.demos = demos
        super.init(nibName: nil, bundle: nil)
        title = "OpenUIKit Gallery"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = Self.rowHeight
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        demos.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = demos[indexPath.row].title
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(DemoHostController(demo: demos[indexPath.row]), animated: true)
    }
}
