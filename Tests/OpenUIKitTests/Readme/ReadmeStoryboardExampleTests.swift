// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Foundation
import Testing
import OpenUIKitTesting
import OpenUIKit

/// What the documentation's storyboards example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The documentation's storyboards and xibs example, line for line, against the test target's resources
/// (Counter.xib and Main.storyboard in Tests/OpenUIKitTests/InterfaceBuilder/Resources), checked against its
/// output block.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmeStoryboardExampleTests {
    @Test func aXibAndAStoryboardWithTheOneChange() throws {
        printedLines = []

        final class CounterController: UIViewController, IBConnectable {
            weak var countLabel: UILabel!  // was: @IBOutlet weak var countLabel: UILabel!
            var count = 0

            @IBAction func increment(_ sender: UIButton) {
                count += 1
                countLabel.text = "\(count)"
            }

            static var interfaceBuilderConnections: [IBConnection] {
                [.outlet("countLabel", \CounterController.countLabel), .action("increment:", CounterController.increment)]
            }
        }

        let counter = CounterController(nibName: "Counter", bundle: .module)  // Counter.xib, as Xcode saved it
        let button = counter.view.subviews.compactMap { $0 as? UIButton }.first!
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        print(counter.countLabel.text!, counter.countLabel.font == .preferredFont(forTextStyle: .title1))
        print(counter.view.frame.size, counter.view.constraints.count)

        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let start = storyboard.instantiateInitialViewController() as! UINavigationController
        print(start.viewControllers.map(\.title), start.viewControllers[0].storyboard === storyboard)

        let readme = try ReadmeDocument()
        let example = try #require(readme.example(startingWith: "final class CounterController: UIViewController, IBConnectable {"))
        #expect(printedLines == example.output)
    }
}
