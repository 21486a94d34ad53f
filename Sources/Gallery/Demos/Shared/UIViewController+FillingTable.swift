import OpenUIKit

extension UIViewController {
    /// Adds `tableView` over the whole of the view, resizing with it, its rows `rowHeight` high of plain cells
    /// registered as `cellIdentifier`, with `source` as its data source and delegate: how the app's lists and
    /// the live app's home set up their tables.
    func addFillingTable(
        _ tableView: UITableView, rowHeight: CGFloat, cellIdentifier: String,
        source: any UITableViewDataSource & UITableViewDelegate
    ) {
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = rowHeight
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        tableView.dataSource = source
        tableView.delegate = source
        view.addSubview(tableView)
    }
}
