import Foundation
@testable import OpenUIKit

/// The classes the test storyboard and xibs name in `customClass`, written as an iOS app writes them
/// but for the one change: `@IBOutlet` dropped and the outlets and actions listed as `IBConnectable`.
@MainActor
enum InterfaceBuilderLog {
    /// What the fixtures did, in order.
    static var entries: [String] = []
}

final class HomeViewController: UIViewController {
    weak var titleLabel: UILabel!
    var nextButton: UIButton!
    var dotView: UIImageView?
    var box: UIView?
    var buttons: [UIButton] = []
    var prepared: [(identifier: String?, destination: String, sender: String)] = []
    var refusedIdentifiers: Set<String> = []
    var unwoundFrom: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        InterfaceBuilderLog.entries.append("Home init(coder:) title=\(title ?? "nil")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        InterfaceBuilderLog.entries.append("Home awakeFromNib outlets=\(titleLabel != nil)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        InterfaceBuilderLog.entries.append(
            "Home viewDidLoad label=\(titleLabel?.text ?? "nil") children=\(children.count)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination.traceName, sender.map { "\(type(of: $0))" } ?? "nil"))
        InterfaceBuilderLog.entries.append("Home prepare \(segue.identifier ?? "nil")")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        InterfaceBuilderLog.entries.append("Home shouldPerform \(identifier)")
        return !refusedIdentifiers.contains(identifier)
    }

    @IBAction func tapped(_ sender: UIButton) {
        InterfaceBuilderLog.entries.append("Home tapped \(sender.title(for: .normal) ?? "nil")")
    }

    @IBAction func switchChanged(_ sender: UISwitch) {
        InterfaceBuilderLog.entries.append("Home switchChanged \(sender.isOn)")
    }

    @IBAction func doubleTapped(_ sender: UITapGestureRecognizer) {
        InterfaceBuilderLog.entries.append("Home doubleTapped \(sender.numberOfTapsRequired)")
    }

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        unwoundFrom.append(segue.source.traceName)
        InterfaceBuilderLog.entries.append("Home unwindToHome from \(segue.source.traceName)")
    }
}

extension HomeViewController: IBConnectable {
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("titleLabel", \HomeViewController.titleLabel),
        .outlet("nextButton", \HomeViewController.nextButton),
        .outlet("dotView", \HomeViewController.dotView),
        .outlet("box", \HomeViewController.box),
        .outletCollection("buttons", \HomeViewController.buttons),
        .action("tapped:", HomeViewController.tapped),
        .action("switchChanged:", HomeViewController.switchChanged),
        .action("doubleTapped:", HomeViewController.doubleTapped),
        .action("unwindToHome:", HomeViewController.unwindToHome),
    ]
}

final class DetailViewController: UIViewController {
    var backButton: UIButton?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        InterfaceBuilderLog.entries.append(
            "Detail prepare \(segue.identifier ?? "nil") → \(segue.destination.traceName)")
    }
}

extension DetailViewController: IBConnectable {
    static let interfaceBuilderConnections: [IBConnection] = [.outlet("backButton", \DetailViewController.backButton)]
}

final class ChildViewController: UIViewController {
    override func willMove(toParent parent: UIViewController?) {
        InterfaceBuilderLog.entries.append("Child willMove(toParent: \(parent?.traceName ?? "nil"))")
        super.willMove(toParent: parent)
    }

    override func didMove(toParent parent: UIViewController?) {
        InterfaceBuilderLog.entries.append("Child didMove(toParent: \(parent?.traceName ?? "nil"))")
        super.didMove(toParent: parent)
    }
}

final class ListViewController: UITableViewController {
    var selected: [IndexPath] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        (cell as? ListCell)?.titleLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        InterfaceBuilderLog.entries.append("List didSelectRowAt \(indexPath.row)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        InterfaceBuilderLog.entries.append(
            "List prepare \(segue.identifier ?? "nil") sender=\((sender as? ListCell)?.titleLabel?.text ?? "nil")")
    }
}

final class ListCell: UITableViewCell {
    var titleLabel: UILabel?
}

extension ListCell: IBConnectable {
    static let interfaceBuilderConnections: [IBConnection] = [.outlet("titleLabel", \ListCell.titleLabel)]
}

/// A custom segue: records its `perform()` and presents the destination without animation.
final class RecordingSegue: UIStoryboardSegue {
    override func perform() {
        InterfaceBuilderLog.entries.append("RecordingSegue perform \(source.traceName) → \(destination.traceName)")
        source.present(destination, animated: false)
    }
}

/// The File's Owner of ProfileView.xib, found by the default nib lookup (`ProfileViewController` →
/// `ProfileView.xib`).
final class ProfileViewController: UIViewController {
    var card: UIView?
    var nameLabel: UILabel?

    override func viewDidLoad() {
        super.viewDidLoad()
        InterfaceBuilderLog.entries.append("Profile viewDidLoad card=\(card != nil)")
    }
}

extension ProfileViewController: IBConnectable {
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("card", \ProfileViewController.card),
        .outlet("nameLabel", \ProfileViewController.nameLabel),
    ]
}

/// A view class made from Badge.xib, with its own outlet and a runtime attribute.
final class BadgeView: UIView {
    var label: UILabel?
    var badgeText = ""

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        InterfaceBuilderLog.entries.append("Badge init(coder:) frame=\(frame) subviews=\(subviews.count)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        InterfaceBuilderLog.entries.append("Badge awakeFromNib label=\(label?.text ?? "nil") badgeText=\(badgeText)")
    }
}

extension BadgeView: IBConnectable {
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("label", \BadgeView.label),
        .attribute("badgeText", \BadgeView.badgeText),
    ]
}
