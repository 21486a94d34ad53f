import Foundation

/// Where a table view gets its rows (UIKit's `UITableViewDataSource`). `numberOfSections(in:)` is optional
/// (one section by default).
///
/// A count below zero is reported and the section keeps the rows it had; a cell the table cannot use (a
/// dequeue with an identifier nothing was registered for, or a cell already showing another row) is
/// reported and its row stays empty. (UIKit raises for these; in Swift the data source cannot return the
/// nil cell Objective-C can.)
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many sections the table has (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
