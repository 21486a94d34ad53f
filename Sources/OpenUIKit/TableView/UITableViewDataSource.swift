import Foundation

/// Where a table view gets its rows (UIKit's `UITableViewDataSource`). `numberOfSections(in:)` (one section
/// by default) and `tableView(_:titleForHeaderInSection:)` (none by default) are optional.
///
/// A count below zero is reported and the section keeps the rows it had; a cell the table cannot use (a
/// dequeue with an identifier nothing was registered for, or a cell already showing another row) is
/// reported and its row stays empty. (UIKit raises for these; in Swift the data source cannot return the
/// nil cell Objective-C can.)
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many sections the table has (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title of the section's header; nil for no header (unless the delegate gives a view).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}
