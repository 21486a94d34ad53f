import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// A text field's selection (shift with the arrows, select all, `selectedTextRange`), copy, cut and paste
/// through `UIPasteboard.general`, `clearsOnBeginEditing`, attributed text and placeholder, and the
/// `UITextInput` positions with their bounds.
@MainActor
@Suite(.freshApplication) struct UITextFieldSelectionTests {
    /// The selection as (start, end) offsets.
    private func selection(_ field: UITextField) -> [Int]? {
        field.selectedTextRange.map { [$0.start.offset, $0.end.offset] }
    }

    private func press(_ key: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) {
        UIApplication.shared.press(key, modifierFlags: modifiers)
        UIApplication.shared.advance(by: 0)
    }

    @Test func clearsOnBeginEditingAsksTheDelegateAndSendsNoChange() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.text = "old"
        scene.field.clearsOnBeginEditing = true
        UIApplication.shared.tap(at: scene.fieldCenter)
        #expect(scene.field.text == "")
        #expect(
            scene.delegate.lines == ["shouldBegin", "shouldClear", "didBegin", "editingDidBegin", "beginNotification"])
        scene.field.resignFirstResponder()
        // A delegate refusing to clear keeps the text.
        scene.field.text = "kept"
        scene.delegate.allowsClear = false
        scene.field.becomeFirstResponder()
        #expect(scene.field.text == "kept" && selection(scene.field) == [4, 4])
    }

    @Test func shiftWithTheArrowsSelectsAndTypingReplacesTheSelection() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        #expect(selection(scene.field) == nil)  // not editing
        scene.field.becomeFirstResponder()
        UIApplication.shared.type("hello")
        UIApplication.shared.advance(by: 0)
        press(.keyboardLeftArrow, .shift)
        press(.keyboardLeftArrow, .shift)
        #expect(selection(scene.field) == [3, 5])
        #expect(scene.field.selectedTextRange.flatMap(scene.field.text(in:)) == "lo")
        #expect(!scene.field.isCaretVisible && !scene.field.selectionView.isHidden)
        // The insertion point is the moving end (at 3): shift-right moves it to 4; a plain left arrow collapses the
        // selection to its start.
        press(.keyboardRightArrow, .shift)
        #expect(selection(scene.field) == [4, 5])
        press(.keyboardLeftArrow)
        #expect(selection(scene.field) == [4, 4] && scene.field.isCaretVisible)
        press(.keyboardLeftArrow, .shift)
        press(.keyboardLeftArrow, .shift)
        scene.delegate.lines = []
        UIApplication.shared.type("p")
        UIApplication.shared.advance(by: 0)
        #expect(scene.field.text == "hepo" && selection(scene.field) == [3, 3])
        #expect(scene.delegate.lines == ["shouldChange {2, 2} \"p\"", "editingChanged", "changeNotification"])
        // Backspace over a selection deletes just the selection.
        press(.keyboardLeftArrow, .shift)
        press(.keyboardDeleteOrBackspace)
        #expect(scene.field.text == "heo" && selection(scene.field) == [2, 2])
    }

    @Test func copyCutAndPasteGoThroughTheGeneralPasteboard() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.becomeFirstResponder()
        UIApplication.shared.type("abc")
        UIApplication.shared.advance(by: 0)
        press(.keyboardC, .command)
        #expect(!UIPasteboard.general.hasStrings)  // nothing selected: nothing copied
        press(.keyboardA, .command)
        #expect(selection(scene.field) == [0, 3])
        press(.keyboardC, .command)
        #expect(UIPasteboard.general.string == "abc" && UIPasteboard.general.changeCount == 1)
        press(.keyboardRightArrow)
        scene.delegate.lines = []
        press(.keyboardV, .command)
        #expect(scene.field.text == "abcabc" && selection(scene.field) == [6, 6])
        #expect(scene.delegate.lines == ["shouldChange {3, 0} \"abc\"", "editingChanged", "changeNotification"])
        press(.keyboardLeftArrow, .shift)
        press(.keyboardX, .command)
        #expect(scene.field.text == "abcab" && UIPasteboard.general.string == "c")
        // The responder methods do the same; a secure field copies nothing.
        scene.field.selectAll(nil)
        scene.field.isSecureTextEntry = true
        scene.field.copy(nil)
        scene.field.cut(nil)
        #expect(UIPasteboard.general.string == "c" && scene.field.text == "abcab")
        scene.field.paste(nil)
        #expect(scene.field.text == "c")
    }

    @Test func letterKeysWithoutCommandAreReported() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.becomeFirstResponder()
        let reports = Diagnostics.capture { press(.keyboardA) }
        #expect(reports.map(\.message) == ["press(_:) does not handle keyboardA (HID usage 4); not pressed"])
        #expect(scene.field.text == "")
    }

    @Test func positionsOutsideTheTextAreNilAndStaleRangesAreReported() throws {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        let field = scene.field
        field.becomeFirstResponder()
        UIApplication.shared.type("hello")
        UIApplication.shared.advance(by: 0)
        let start = field.beginningOfDocument, end = field.endOfDocument
        #expect(field.offset(from: start, to: end) == 5)
        #expect(field.position(from: start, offset: 6) == nil && field.position(from: start, offset: -1) == nil)
        #expect(field.position(from: end, offset: Int.max) == nil)
        let threeBack = try #require(field.position(from: end, offset: -3))
        let tail = try #require(field.textRange(from: end, to: threeBack))
        #expect([tail.start.offset, tail.end.offset] == [2, 5] && field.text(in: tail) == "llo")
        field.replace(tail, withText: "p!")
        #expect(field.text == "hep!")
        // `tail` now reaches past the end of the text.
        let reports = Diagnostics.capture {
            #expect(field.text(in: tail) == nil)
            field.replace(tail, withText: "x")
            field.selectedTextRange = tail
        }
        #expect(reports.map(\.code) == [.rangeOutOfBounds, .rangeOutOfBounds, .rangeOutOfBounds])
        #expect(
            reports.first?.message
                == "UITextField.text(in:): range {2, 3} out of bounds; text length 4 (UIKit raises NSRangeException); unchanged"
        )
        #expect(field.text == "hep!" && selection(field) == [4, 4])
        #expect(field.textRange(from: start, to: tail.end) == nil)
    }

    @Test func attributedTextKeepsItsAttributesAndTypedTextTakesThoseBeforeIt() throws {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        let field = scene.field
        let bold = UIFont.boldSystemFont(ofSize: 20)
        field.attributedText = NSAttributedString(
            string: "Hi", attributes: [.font: bold, .foregroundColor: UIColor.red])
        field.becomeFirstResponder()
        UIApplication.shared.type("!")
        UIApplication.shared.advance(by: 0)
        let text = try #require(field.attributedText)
        #expect(text.string == "Hi!")
        #expect(text.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .red)
        #expect(text.attribute(.font, at: 2, effectiveRange: nil) as? UIFont == bold)
        // The caret stands after the text as drawn in the bold font.
        let width = NSAttributedString(string: "Hi!", attributes: [.font: bold]).size().width
        #expect(abs(field.caretView.frame.minX - width) < 0.01)
        // Setting the colour colours all of it; setting `text` drops the attributes.
        field.textColor = .blue
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
        field.text = "plain"
        let plain = try #require(field.attributedText)
        #expect(plain.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 17))
    }

    /// How many pixels of `image` are `color` (within 2 per component).
    private func count(_ color: [Int], in image: CGImage, rect: CGRect? = nil) -> Int {
        let area = rect ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
        var count = 0
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where image.pixel(x, y, is: color) { count += 1 }
        }
        return count
    }

    @Test func attributedTextSelectionAndPlaceholderAreDrawn() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 15, width: 200, height: 30))
        window.addSubview(field)
        let big = UIFont.boldSystemFont(ofSize: 24)
        field.attributedPlaceholder = NSAttributedString(
            string: "██", attributes: [.foregroundColor: UIColor.blue, .font: big])
        #expect(field.placeholder == "██")
        UIApplication.shared.advance(by: 0)
        let blue = [0, 0, 255, 255], red = [255, 0, 0, 255], highlight = [204, 228, 255, 255]
        var image = TextImages.render(window, scale: 1, name: "text-field-placeholder")
        // The placeholder's blocks in its own colour (not the placeholder grey), none in red.
        #expect(count(blue, in: image) > 200 && count(red, in: image) == 0)
        field.attributedText = NSAttributedString(
            string: "██a", attributes: [.foregroundColor: UIColor.red, .font: big])
        field.becomeFirstResponder()
        UIApplication.shared.advance(by: 0)
        image = TextImages.render(window, scale: 1, name: "text-field-attributed")
        #expect(count(red, in: image) > 200 && count(blue, in: image) == 0)
        // The line is as tall as the text's 24-point font (taller than the field's 17-point one), so the blocks
        // are not cut: the text clip is the attributed line's height.
        let line = NSAttributedString(string: "██a", attributes: [.font: big]).size().height
        let caretHeight = field.caretView.frame.height
        #expect(caretHeight == line)
        #expect(line > UIFont.systemFont(ofSize: 17).lineHeight)
        // Select the "a": behind it the tint colour at 20 % (over white: 204 228 255), and the caret hidden.
        press(.keyboardLeftArrow, .shift)
        #expect(selection(field) == [2, 3])
        window.layoutIfNeeded()
        image = TextImages.render(window, scale: 1, name: "text-field-selection")
        let area = field.selectionView.convert(field.selectionView.bounds, to: nil)
        let letterWidth = NSAttributedString(string: "a", attributes: [.font: big]).size().width
        #expect(abs(area.width - letterWidth) < 0.01 && abs(area.height - caretHeight) < 0.01)
        #expect(count(highlight, in: image, rect: area.integral) > 50)
        #expect(count(highlight, in: image) == count(highlight, in: image, rect: area.integral))
        #expect(field.caretView.isHidden)
    }
}
