import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// The caret: where it stands (arrows move it by whole characters) and when it blinks on the virtual clock.
@MainActor
@Suite(.freshApplication) struct UITextFieldCaretTests {
    /// The width of `text` in the 17-point system font as a one-line label measures it.
    private func width(_ text: String) -> CGFloat {
        let label = UILabel(frame: .zero)
        label.text = text
        return label.sizeThatFits(CGSize(width: 1000, height: 1000)).width
    }

    @Test func theCaretBlinksHalfASecondShownHalfASecondHiddenAndAKeyShowsItAgain() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        #expect(!scene.field.isCaretVisible)
        let start = CACurrentMediaTime()
        scene.field.becomeFirstResponder()
        var seen: [Bool] = []
        // Just before and just after 0.5 s and 1 s of blinking.
        for time in [0.49, 0.51, 0.99, 1.01] {
            UIApplication.shared.advance(by: start + time - CACurrentMediaTime())
            seen.append(scene.field.isCaretVisible)
        }
        #expect(seen == [true, false, false, true])
        UIApplication.shared.advance(by: 0.2)  // 1.21: the caret is hidden again from 1.5
        UIApplication.shared.advance(by: 0.3)
        #expect(!scene.field.isCaretVisible)
        UIApplication.shared.type("a")  // at 1.51: shown at once, the cycle restarts
        UIApplication.shared.advance(by: 0)
        #expect(scene.field.isCaretVisible)
        UIApplication.shared.advance(by: 0.48)
        #expect(scene.field.isCaretVisible)
        UIApplication.shared.advance(by: 0.04)
        #expect(!scene.field.isCaretVisible)
        scene.field.resignFirstResponder()
        UIApplication.shared.advance(by: 0.5)
        #expect(!scene.field.isCaretVisible)
    }

    @Test func theCaretStandsAfterTheTextAndArrowsMoveItByWholeCharacters() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.becomeFirstResponder()
        UIApplication.shared.type("ab😀")
        UIApplication.shared.advance(by: 0)
        scene.field.layoutIfNeeded()
        #expect(scene.field.caretView.frame.minX == width("ab😀"))
        #expect(scene.field.caretView.frame.width == 2)
        UIApplication.shared.press(.keyboardLeftArrow)
        UIApplication.shared.advance(by: 0)
        #expect(scene.field.caretOffset == 2)  // over the emoji's two UTF-16 units at once
        scene.field.layoutIfNeeded()
        #expect(scene.field.caretView.frame.minX == width("ab"))
        scene.delegate.lines = []
        UIApplication.shared.type("c")
        UIApplication.shared.press(.keyboardRightArrow)
        UIApplication.shared.press(.keyboardRightArrow)  // at the end already: stays
        UIApplication.shared.press(.keyboardUpArrow)  // up, down, escape, tab: nothing in one line
        UIApplication.shared.press(.keyboardEscape)
        UIApplication.shared.press(.keyboardTab)
        UIApplication.shared.press(.keyboardDeleteOrBackspace)
        UIApplication.shared.advance(by: 0)
        #expect(scene.field.text == "abc")
        #expect(
            scene.delegate.lines == [
                "shouldChange {2, 0} \"c\"", "editingChanged", "changeNotification",
                "shouldChange {3, 2} \"\"", "editingChanged", "changeNotification",
            ])
        #expect(scene.field.caretOffset == 3)
    }
}
