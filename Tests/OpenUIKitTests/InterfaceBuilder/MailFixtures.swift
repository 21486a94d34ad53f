import Foundation
@testable import OpenUIKit

/// The classes Mail.storyboard names: a tab bar controller with an inbox tab (a table controller whose
/// prototype cell's button targets the controller, with a custom navigation item) and a compose tab whose
/// Send button unwinds to the inbox.
final class MailTabBarController: UITabBarController {
    /// When true, the unwind search is given no children here (a container limiting the search).
    var hidesTabsFromUnwinding = false

    override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let sender = source.sender.map { "\(type(of: $0))" } ?? "nil"
        InterfaceBuilderLog.entries.append(
            "Mail allowedChildren from \(source.source.traceName) \(source.unwindAction) sender=\(sender) containing=\(childContaining(source)?.tabBarItem.title ?? "nil")"
        )
        return hidesTabsFromUnwinding ? [] : super.allowedChildrenForUnwinding(from: source)
    }
}

final class InboxViewController: UITableViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        InterfaceBuilderLog.entries.append("Inbox awakeFromNib")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        (cell as? MessageCell)?.archiveButton?.tag = indexPath.row
        return cell
    }

    @IBAction func archiveTapped(_ sender: UIButton) {
        InterfaceBuilderLog.entries.append("Inbox archiveTapped row \(sender.tag)")
    }

    @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {
        InterfaceBuilderLog.entries.append("Inbox unwindToInbox from \(segue.source.traceName)")
    }
}

extension InboxViewController: IBConnectable {
    static let interfaceBuilderConnections: [IBConnection] = [
        .action("archiveTapped:", InboxViewController.archiveTapped),
        .action("unwindToInbox:", InboxViewController.unwindToInbox),
    ]
}

final class MessageCell: UITableViewCell {
    var archiveButton: UIButton?
}

extension MessageCell: IBConnectable {
    static let interfaceBuilderConnections: [IBConnection] = [.outlet("archiveButton", \MessageCell.archiveButton)]
}

/// A navigation item class named in the storyboard: records its `awakeFromNib()`.
final class RecordingNavigationItem: UINavigationItem {
    override func awakeFromNib() {
        super.awakeFromNib()
        InterfaceBuilderLog.entries.append("RecordingNavigationItem awakeFromNib title=\(title ?? "nil")")
    }
}

final class ComposeViewController: UIViewController {
    var sendButton: UIButton?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        InterfaceBuilderLog.entries.append(
            "Compose prepare \(segue.identifier ?? "nil") → \(segue.destination.traceName)")
    }
}

extension ComposeViewController: IBConnectable {
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("sendButton", \ComposeViewController.sendButton)
    ]
}
