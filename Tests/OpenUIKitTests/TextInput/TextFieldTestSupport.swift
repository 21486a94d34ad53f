import Foundation
import Testing
@testable import OpenUIKit

/// A delegate that records each call in a shared log and answers as told.
@MainActor
final class LoggingTextFieldDelegate: UITextFieldDelegate {
    var lines: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsClear = true
    /// Replacement strings refused by `shouldChangeCharactersIn`.
    var refused: Set<String> = []
    /// Whether `textFieldShouldReturn` resigns the field before answering true.
    var resignsOnReturn = false

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        lines.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { lines.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        lines.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { lines.append("didEnd") }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        lines.append("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
        return !refused.contains(string)
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        lines.append("shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        lines.append("shouldReturn")
        if resignsOnReturn { textField.resignFirstResponder() }
        return true
    }
}

/// A shown key window with one 200 × 30 field at (20, 100), its logging delegate, and observers that append
/// the editing control events and the three notifications to the delegate's log.
@MainActor
final class TextFieldScene {
    let window = UIWindow(frame: StandardScreen.bounds)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    let delegate = LoggingTextFieldDelegate()
    private var observers: [NSObjectProtocol] = []

    init() {
        window.makeKeyAndVisible()
        window.addSubview(field)
        field.delegate = delegate
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]
        for (event, name) in events {
            field.addAction(UIAction { [delegate] _ in delegate.lines.append(name) }, for: event)
        }
        let notifications: [(Notification.Name, String)] = [
            (UITextField.textDidBeginEditingNotification, "beginNotification"),
            (UITextField.textDidChangeNotification, "changeNotification"),
            (UITextField.textDidEndEditingNotification, "endNotification"),
        ]
        for (name, line) in notifications {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [delegate] _ in
                    MainActor.assumeIsolated { delegate.lines.append(line) }
                })
        }
        UIApplication.shared.advance(by: 0)
    }

    /// Stops observing (call at the end of a test).
    func removeObservers() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// The field's centre in window coordinates, where a tap begins editing.
    var fieldCenter: CGPoint { CGPoint(x: field.frame.midX, y: field.frame.midY) }
}
