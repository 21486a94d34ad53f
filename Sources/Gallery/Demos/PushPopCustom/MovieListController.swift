import Foundation
import OpenUIKit

/// The movie list of “Complex Animation Cases”: a table of the films, each row with its poster and name. Selecting a
/// row does what the seed's `tableView:didSelectRowAtIndexPath:` does — deselect it, make a `SingleViewController` for
/// the film, remember the row, make the detail the navigation controller's delegate (so its animator runs the push and
/// the pop) and push it. The seed's `showType` switch between push and present is left out: the present half is the
/// present-custom demo.
final class MovieListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let cellIdentifier = "movie"
    let movieList = Movie.movieList
    /// The table (made with the view).
    private(set) var tableView: UITableView?
    /// The row whose film was pushed last; the animator flies the poster from and back to it.
    var currentIndexPath: IndexPath?

    override func loadView() {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.rowHeight = 56
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        self.tableView = tableView
        view = tableView
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        movieList.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.imageView?.image = movieList[indexPath.row].poster
        cell.textLabel?.text = movieList[indexPath.row].name
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        let singleVC = SingleViewController(movie: movieList[indexPath.row])
        self.currentIndexPath = indexPath
        // The seed's note: the delegate could be `self`, but it acts for every controller of the stack.
        self.navigationController!.delegate = singleVC
        self.navigationController!.pushViewController(singleVC, animated: true)
    }

    /// The centre of row `row` in window coordinates, where a finger taps it.
    func rowCenterInWindow(_ row: Int) -> CGPoint? {
        guard let tableView, tableView.window != nil else { return nil }
        let rect = tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }
}
