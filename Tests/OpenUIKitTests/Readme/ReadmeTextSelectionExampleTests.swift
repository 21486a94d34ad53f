// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Foundation
import Testing
import OpenUIKitTesting
import OpenUIKit

/// What the documentation's selection example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The Text fields article's selection example, line for line, checked against the article's output block.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmeTextSelectionExampleTests {
    @Test func shiftArrowsSelectAndCommandXCuts() throws {
        printedLines = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        window.addSubview(field)
        field.becomeFirstResponder()
        UIApplication.shared.type("hello")
        UIApplication.shared.press(.keyboardLeftArrow, modifierFlags: .shift)
        UIApplication.shared.press(.keyboardLeftArrow, modifierFlags: .shift)
        UIApplication.shared.advance(by: 0)
        let selected = field.selectedTextRange!
        print(field.offset(from: field.beginningOfDocument, to: selected.start), field.text(in: selected)!)
        UIApplication.shared.press(.keyboardX, modifierFlags: .command)
        UIApplication.shared.advance(by: 0)
        print(field.text!, UIPasteboard.general.string!)

        let example = try #require(
            try ReadmeDocument().example(startingWith: "let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))"))
        #expect(printedLines == example.output)
        // "hello" with its last two characters selected from the end, then cut.
        #expect(printedLines == ["3 lo", "hel lo"])
    }
}
