import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// The hierarchy callbacks of several views in one log, so their relative order is checked too.
@MainActor
@Suite(.freshApplication) struct UIViewHierarchyCallbackOrderTests {
    final class Recorder {
        var lines: [String] = []
    }

    final class RecordingView: UIView {
        /// Not made from Interface Builder files: the coder gives no object.
        required init?(coder: NSCoder) {
            return nil
        }

        let recorder: Recorder
        let name: String

        init(_ name: String, _ recorder: Recorder) {
            self.name = name
            self.recorder = recorder
            super.init(frame: .zero)
        }

        override func willMove(toSuperview newSuperview: UIView?) {
            recorder.lines.append(
                "\(name) willMove(toSuperview: \((newSuperview as? RecordingView)?.name ?? (newSuperview == nil ? "nil" : "window")))"
            )
        }
        override func didMoveToSuperview() { recorder.lines.append("\(name) didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            recorder.lines.append("\(name) willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { recorder.lines.append("\(name) didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) {
            recorder.lines.append("\(name) didAddSubview(\((subview as? RecordingView)?.name ?? "?"))")
        }
        override func willRemoveSubview(_ subview: UIView) {
            recorder.lines.append("\(name) willRemoveSubview(\((subview as? RecordingView)?.name ?? "?"))")
        }
    }

    @Test func addingASubtreeToAWindowThenMovingAndRemovingIt() {
        let recorder = Recorder()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let a = RecordingView("A", recorder), b = RecordingView("B", recorder), c = RecordingView("C", recorder)
        a.addSubview(b)
        window.addSubview(a)
        window.addSubview(c)
        recorder.lines.removeAll()
        // Superview pair, the new superview's didAddSubview, then the window pair through the subtree.
        c.addSubview(a)
        #expect(recorder.lines == ["A willMove(toSuperview: C)", "A didMoveToSuperview", "C didAddSubview(A)"])
        recorder.lines.removeAll()
        c.removeFromSuperview()
        #expect(
            recorder.lines == [
                "C willMove(toSuperview: nil)", "C willMove(toWindow: nil)", "A willMove(toWindow: nil)",
                "B willMove(toWindow: nil)", "C didMoveToWindow", "A didMoveToWindow", "B didMoveToWindow",
                "C didMoveToSuperview",
            ])
        recorder.lines.removeAll()
        window.addSubview(c)
        #expect(
            recorder.lines == [
                "C willMove(toSuperview: window)", "C didMoveToSuperview", "C willMove(toWindow: window)",
                "A willMove(toWindow: window)", "B willMove(toWindow: window)", "C didMoveToWindow",
                "A didMoveToWindow", "B didMoveToWindow",
            ])
        recorder.lines.removeAll()
        a.removeFromSuperview()
        #expect(
            recorder.lines == [
                "C willRemoveSubview(A)", "A willMove(toSuperview: nil)", "A willMove(toWindow: nil)",
                "B willMove(toWindow: nil)", "A didMoveToWindow", "B didMoveToWindow", "A didMoveToSuperview",
            ])
    }
}
