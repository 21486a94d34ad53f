import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit
import TestSupport

/// Key input UIKit could never deliver: reported as `.invalidKeyInput`, nothing changed, no crash.
@MainActor
@Suite(.freshApplication) struct TextInputBadInputTests {
    @Test func keysWithNoFirstResponderAreReportedAndDropped() {
        let window = StandardWindow.shown()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        let reports = Diagnostics.capture {
            UIApplication.shared.type("hi")
            UIApplication.shared.press(.keyboardDeleteOrBackspace)
            UIApplication.shared.advance(by: 0)
        }
        #expect(
            reports.map(\.message) == [
                "type(_:): no first responder takes key input; 2 key presses dropped",
                "press(_:): no first responder takes key input; 1 key press dropped",
            ])
        #expect(reports.map(\.code) == [.invalidKeyInput, .invalidKeyInput])
        #expect(field.text == "" && !UIApplication.shared.isBusy)
    }

    @Test func keysAfterReturnEndsEditingAreDropped() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.becomeFirstResponder()
        let reports = Diagnostics.capture {
            UIApplication.shared.type("ok\nlost")
            UIApplication.shared.advance(by: 0)
        }
        #expect(reports.map(\.message) == ["type(_:): no first responder takes key input; 4 key presses dropped"])
        #expect(scene.field.text == "ok" && !scene.field.isEditing)
    }

    @Test func aKeyPressDoesNotHandleIsReportedAndNotPressed() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.becomeFirstResponder()
        scene.delegate.lines = []
        let reports = Diagnostics.capture {
            UIApplication.shared.press(.keyboardHome)
            UIApplication.shared.press(.keyboardDeleteForward)
            UIApplication.shared.advance(by: 0)
        }
        #expect(
            reports.map(\.message) == [
                "press(_:) does not handle keyboardHome (HID usage 74); not pressed",
                "press(_:) does not handle keyboardDeleteForward (HID usage 76); not pressed",
            ])
        #expect(scene.delegate.lines.isEmpty)
    }

    @Test func theHIDUsagesHaveApplesRawValues() {
        let expected: [UIKeyboardHIDUsage: Int] = [
            .keyboardReturnOrEnter: 40, .keyboardEscape: 41, .keyboardDeleteOrBackspace: 42, .keyboardTab: 43,
            .keyboardSpacebar: 44, .keyboardRightArrow: 79, .keyboardLeftArrow: 80, .keyboardDownArrow: 81,
            .keyboardUpArrow: 82,
        ]
        for (usage, raw) in expected { #expect(usage.rawValue == raw) }
    }

    @Test func aMegabyteTypedIsRefusedAndPastedInOneChange() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.becomeFirstResponder()
        scene.delegate.lines = []
        let megabyte = String(repeating: "a", count: 1 << 20)
        let reports = Diagnostics.capture {
            UIApplication.shared.type(megabyte)
            UIApplication.shared.advance(by: 0)
        }
        #expect(
            reports.map(\.message) == [
                "type(_:) takes at most 10000 characters (one key press each); got 1048576: "
                    + "use insertText(_:) on the field to paste"
            ])
        #expect(scene.field.text == "" && scene.delegate.lines.isEmpty)
        let pasted = Diagnostics.capture {
            scene.field.insertText(megabyte)
            scene.field.layoutIfNeeded()
        }
        #expect(pasted.isEmpty)
        #expect(scene.field.text?.utf16.count == 1 << 20 && scene.field.caretOffset == 1 << 20)
        let expected = ["shouldChange {0, 0} \"\(megabyte)\"", "editingChanged", "changeNotification"]
        #expect(scene.delegate.lines == expected)
        // Scrolled so the caret shows at the trailing edge of the 200-point text rectangle.
        #expect(scene.field.caretView.frame.maxX == 200)
    }

    @Test func unpairedSurrogatesArriveAsReplacementCharacters() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.becomeFirstResponder()
        let lone = String(decoding: [0xD83D, 0x0061, 0xDE00] as [UInt16], as: UTF16.self)
        let reports = Diagnostics.capture {
            UIApplication.shared.type(lone)
            UIApplication.shared.advance(by: 0)
            UIApplication.shared.press(.keyboardDeleteOrBackspace)
            UIApplication.shared.advance(by: 0)
        }
        #expect(reports.isEmpty)
        #expect(scene.field.text == "\u{FFFD}a")
        #expect(scene.field.text?.unicodeScalars.allSatisfy { !(0xD800...0xDFFF).contains($0.value) } == true)
    }
}
