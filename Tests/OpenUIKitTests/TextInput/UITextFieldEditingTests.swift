import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit
import TestSupport

/// Editing a text field with injected keys: the delegate calls, control events and notifications in UIKit's
/// order, refused changes, backspace, return and the clear button.
@MainActor
@Suite(.freshApplication) struct UITextFieldEditingTests {
    @Test func typingCallsTheDelegateSendsEventsAndPostsNotificationsInUIKitsOrder() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.delegate.resignsOnReturn = true
        UIApplication.shared.tap(at: scene.fieldCenter)
        #expect(scene.field.isEditing && scene.field.isFirstResponder)
        #expect(scene.delegate.lines == ["shouldBegin", "didBegin", "editingDidBegin", "beginNotification"])
        scene.delegate.lines = []
        UIApplication.shared.type("ab")
        #expect(scene.delegate.lines.isEmpty)  // delivered at the start of the next turn
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.press(.keyboardDeleteOrBackspace)
        UIApplication.shared.advance(by: 0)
        #expect(
            scene.delegate.lines == [
                "shouldChange {0, 0} \"a\"", "editingChanged", "changeNotification",
                "shouldChange {1, 0} \"b\"", "editingChanged", "changeNotification",
                "shouldChange {1, 1} \"\"", "editingChanged", "changeNotification",
            ])
        #expect(scene.field.text == "a")
        scene.delegate.lines = []
        UIApplication.shared.press(.keyboardReturnOrEnter)
        UIApplication.shared.advance(by: 0)
        #expect(
            scene.delegate.lines == [
                "shouldReturn", "shouldEnd", "didEnd", "editingDidEnd", "endNotification", "editingDidEndOnExit",
            ])
        #expect(!scene.field.isEditing && !scene.field.isFirstResponder && scene.field.text == "a")
    }

    @Test func aRefusedChangeLeavesTheTextAndSendsNothing() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.delegate.refused = ["x"]
        scene.field.becomeFirstResponder()
        scene.delegate.lines = []
        UIApplication.shared.type("axb")
        UIApplication.shared.advance(by: 0)
        #expect(scene.field.text == "ab")
        #expect(
            scene.delegate.lines == [
                "shouldChange {0, 0} \"a\"", "editingChanged", "changeNotification",
                "shouldChange {1, 0} \"x\"",
                "shouldChange {1, 0} \"b\"", "editingChanged", "changeNotification",
            ])
    }

    @Test func returnWithATargetForDidEndOnExitEndsEditingAfterTheEvent() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.becomeFirstResponder()
        scene.delegate.lines = []
        UIApplication.shared.type("\n")
        UIApplication.shared.advance(by: 0)
        #expect(
            scene.delegate.lines == [
                "shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd", "editingDidEnd", "endNotification",
            ])
        #expect(!scene.field.isEditing && scene.field.text == "")
    }

    @Test func returnWithoutATargetForDidEndOnExitKeepsEditing() {
        let window = StandardWindow.shown()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        UIApplication.shared.type("hi\n!")
        UIApplication.shared.advance(by: 0)
        #expect(field.isEditing && field.text == "hi!")
    }

    @Test func refusalsToBeginOrEndEditingAreHonoured() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.delegate.allowsBegin = false
        #expect(!scene.field.becomeFirstResponder())
        #expect(!scene.field.isEditing && scene.delegate.lines == ["shouldBegin"])
        scene.delegate.allowsBegin = true
        scene.delegate.allowsEnd = false
        scene.delegate.lines = []
        #expect(scene.field.becomeFirstResponder())
        #expect(!scene.field.resignFirstResponder())
        #expect(scene.field.isEditing)
        #expect(
            scene.delegate.lines == ["shouldBegin", "didBegin", "editingDidBegin", "beginNotification", "shouldEnd"])
        scene.delegate.lines = []
        scene.field.removeFromSuperview()  // forced: didEnd without shouldEnd, as UIKit's header says
        #expect(!scene.field.isEditing && scene.delegate.lines == ["didEnd", "editingDidEnd", "endNotification"])
    }

    @Test func theClearButtonAsksTheDelegateAndClears() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.clearButtonMode = .whileEditing
        scene.field.text = "hello"
        scene.field.layoutIfNeeded()
        #expect(scene.field.clearButton.isHidden)  // not editing
        scene.field.becomeFirstResponder()
        scene.field.layoutIfNeeded()
        // 200 wide, 30 high: 19 points square, 6 points from the trailing edge, centred.
        #expect(scene.field.clearButton.frame == CGRect(x: 175, y: 5.5, width: 19, height: 19))
        #expect(!scene.field.clearButton.isHidden)
        scene.delegate.allowsClear = false
        scene.delegate.lines = []
        let button = CGPoint(x: 20 + 175 + 9.5, y: 100 + 15)
        UIApplication.shared.tap(at: button)
        #expect(scene.delegate.lines == ["shouldClear"] && scene.field.text == "hello")
        scene.delegate.allowsClear = true
        scene.delegate.lines = []
        UIApplication.shared.tap(at: button)
        #expect(scene.delegate.lines == ["shouldClear", "editingChanged", "changeNotification"])
        #expect(scene.field.text == "" && scene.field.isEditing)
        scene.field.layoutIfNeeded()
        #expect(scene.field.clearButton.isHidden)  // no text, no clear button
    }

    @Test func secureEntryShowsOneBulletPerCharacter() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.isSecureTextEntry = true
        scene.field.becomeFirstResponder()
        UIApplication.shared.type("pa😀s")
        UIApplication.shared.advance(by: 0)
        #expect(scene.field.text == "pa😀s")
        #expect(scene.field.textLabel.text == "••••")
    }

    @Test func settingTextSendsNoEventAndThePlaceholderShowsOnlyWhenEmpty() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        scene.field.placeholder = "Name"
        #expect(!scene.field.placeholderLabel.isHidden && scene.field.placeholderLabel.text == "Name")
        scene.field.text = "Ann"
        scene.field.attributedText = NSAttributedString(string: "Bo")
        #expect(scene.field.text == "Bo" && scene.field.attributedText?.string == "Bo")
        #expect(scene.field.placeholderLabel.isHidden && scene.delegate.lines.isEmpty)
        scene.field.text = nil
        #expect(scene.field.text == "" && !scene.field.hasText && !scene.field.placeholderLabel.isHidden)
    }

    @Test func overlayViewsShowPerTheirModesAndNarrowTheTextRectangle() {
        let scene = TextFieldScene()
        defer { scene.removeObservers() }
        let field = scene.field
        field.borderStyle = .roundedRect
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftViewMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.rightViewMode = .unlessEditing
        field.layoutIfNeeded()
        // 200 × 30, 7 points of inset in a rounded rectangle: the text runs from the left view to the right view.
        #expect(field.leftView?.frame == CGRect(x: 0, y: 5, width: 20, height: 20))
        #expect(field.rightView?.frame == CGRect(x: 170, y: 5, width: 30, height: 20))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 150, height: 30))
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        #expect(field.rightView?.isHidden == true && field.leftView?.isHidden == false)
        #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 173, height: 30))
    }
}
