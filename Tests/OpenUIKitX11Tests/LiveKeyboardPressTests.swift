import Foundation
import OpenUIKit
import TestSupport
import Testing
@testable import OpenUIKitX11
import OpenUIKitTesting

/// The live window's keyboard: keys go to a text field being edited through key injection; otherwise the
/// host answers its shortcuts.
@MainActor
@Suite(.freshApplication) struct LiveKeyboardPressTests {
    @Test func keysTypeIntoAnEditingFieldAndAreShortcutsOtherwise() {
        let window = StandardWindow.shown()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        window.addSubview(field)
        let s = LiveKeyboardPress(text: "s", usage: nil, shortcut: .toggleSlowAnimations)
        #expect(s.deliver() == .toggleSlowAnimations)  // no first responder: the host's shortcut
        #expect(field.becomeFirstResponder())
        #expect(s.deliver() == nil)
        #expect(LiveKeyboardPress(text: "ä", usage: nil, shortcut: nil).deliver() == nil)
        #expect(LiveKeyboardPress(text: "\u{8}", usage: .keyboardDeleteOrBackspace, shortcut: nil).deliver() == nil)
        #expect(LiveKeyboardPress(text: "", usage: nil, shortcut: nil).deliver() == nil)  // a modifier alone
        #expect(LiveKeyboardPress(text: "P", usage: nil, shortcut: .togglePause).deliver() == nil)
        UIApplication.shared.advance(by: 0)
        #expect(field.text == "sP")
    }
}
