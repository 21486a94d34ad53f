// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Testing
import OpenUIKitTesting
import OpenUIKit

// No `import Foundation`: with OpenUIKit alone, `Timer` is OpenUIKit's, as the run-your-app article says.

/// What the documentation's timer example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The documentation's timer example, line for line, checked against the documentation's output block.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmeTimerExampleTests {
    @Test func aCountdownOnTheVirtualClock() throws {
        printedLines = []

        final class Countdown: UILabel {
            var left = 3

            func start() {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
                    guard let self else { return timer.invalidate() }
                    left -= 1
                    print("tick \(left) at \(CACurrentMediaTime())")
                    if left == 0 {
                        timer.invalidate()
                        perform(Countdown.hide, afterDelay: 0.5)
                    }
                }
            }

            func hide() {
                isHidden = true
                print("hidden at \(CACurrentMediaTime())")
            }
        }

        let countdown = Countdown()
        countdown.start()
        UIApplication.shared.advance(by: 4)

        let readme = try ReadmeDocument()
        let example = try #require(readme.example(startingWith: "final class Countdown: UILabel {"))
        #expect(printedLines == example.output)
        #expect(countdown.isHidden)
    }
}
