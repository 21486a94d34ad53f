import Foundation
import OpenUIKit

/// Small scenes the strategies' tests snapshot.
@MainActor
enum StrategyFixtures {
    /// A 40 × 30 view: red, with a 10 × 10 blue square at (5, 5).
    static func view(squareColor: UIColor = .blue) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.backgroundColor = .red
        let square = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        square.backgroundColor = squareColor
        view.addSubview(square)
        return view
    }

    /// A folder of its own in the temporary folder, for references a test writes and reads itself.
    static func temporaryFolder() -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "OpenUIKitTestingTests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The contents of the one file in `folder` whose name ends with `suffix` (swift-snapshot-testing names
    /// references `<test name>.<name>.<extension>`).
    static func file(in folder: String, endingWith suffix: String) -> Data? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard let name = names.first(where: { $0.hasSuffix(suffix) }) else { return nil }
        return FileManager.default.contents(atPath: folder + "/" + name)
    }

    /// The path named after "Difference image: " in a failure message.
    static func differenceImagePath(in message: String) -> String? {
        guard let range = message.range(of: "Difference image: ") else { return nil }
        return String(message[range.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A plain controller titled `title` with a coloured view.
    static func controller(_ title: String, color: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.loadViewIfNeeded()
        controller.view.backgroundColor = color
        return controller
    }
}
