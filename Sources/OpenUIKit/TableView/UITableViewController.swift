import Foundation

/// A controller whose view is a table view it is the data source and delegate of (UIKit's
/// `UITableViewController`). Made from a storyboard, the table (with its prototype cells) is the scene's;
/// made in code, it is a new table of the given style.
///
/// The data source and delegate methods a table controller usually overrides are declared here, so a
/// subclass's overrides are called: the number of sections and rows, the cells, the row heights and the
/// selection. The others keep the protocols' defaults.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table made in code.
    private let tableStyle: UITableView.Style

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes a table controller from a storyboard scene (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table: the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The scene's or nib's table, else a new table of the controller's style with this controller as its
    /// data source and delegate.
    open override func loadView() {
        if loadViewFromInterfaceBuilder() { return }
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// One section by default.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows by default.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain cell by default (subclasses dequeue their own).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The table's `rowHeight` by default.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// Nothing by default.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
