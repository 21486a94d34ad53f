import Foundation
import OpenUIKit
import Testing
import OpenUIKitTesting

/// A button lays out its label when something changes, not at every commit: its `layoutSubviews` writes its
/// label's frame, and writing an unchanged frame marks nothing for layout. A new title lays it out once: the
/// label's new size, set by the button's own `layoutSubviews`, does not mark the button again (CALayer.h's
/// rule for bounds changes applies to changes made from outside the superlayer's layout).
@Suite("UIButton layout", .freshApplication)
@MainActor
struct UIButtonLayoutTests {
    private final class CountingButton: UIButton {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test func layoutSettlesAfterEachChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = CountingButton(frame: CGRect(x: 10, y: 10, width: 120, height: 44))
        button.setTitle("Back", for: .normal)
        window.addSubview(button)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        let afterFirst = button.layouts
        #expect(afterFirst >= 1)
        UIApplication.shared.advance(by: 0.5)  // 30 more commits, nothing changed
        #expect(button.layouts == afterFirst)
        button.setTitle("Done", for: .normal)
        UIApplication.shared.advance(by: 0.1)
        #expect(button.layouts == afterFirst + 1)
        UIApplication.shared.advance(by: 0.5)
        #expect(button.layouts == afterFirst + 1)
    }
}
