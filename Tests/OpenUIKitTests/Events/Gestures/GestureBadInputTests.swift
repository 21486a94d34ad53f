import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Misuse of recognizers and controls: reported, state unchanged.
@MainActor
@Suite(.freshApplication) struct GestureBadInputTests {
    @Test func aNonFiniteTranslationIsReportedAndKeepsTheTranslation() {
        let window = makeTouchWindow()
        var translations: [CGFloat] = []
        var reports: [Diagnostic] = []
        let pan = UIPanGestureRecognizer { pan in
            reports += Diagnostics.capture { pan.setTranslation(CGPoint(x: CGFloat.nan, y: 0), in: nil) }
            translations.append(pan.translation(in: nil).x)
        }
        window.addGestureRecognizer(pan)
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), duration: 0.05)
        #expect(translations == [0, 10, 20, 20])
        #expect(reports.map(\.code) == [.invalidGeometry, .invalidGeometry, .invalidGeometry, .invalidGeometry])
    }

    @Test func aSegmentedControlSkipsItemsThatAreNeitherTitlesNorImages() {
        var control: UISegmentedControl?
        let reports = Diagnostics.capture { control = UISegmentedControl(items: ["A", 42, "B"]) }
        #expect(reports.map(\.message) == ["UISegmentedControl(items:): Int is neither a String nor a UIImage"])
        #expect(control?.numberOfSegments == 2 && control?.titleForSegment(at: 1) == "B")
    }

    @Test func aTouchWhoseViewLeavesTheWindowStillEndsInThatView() {
        let (log, _, box) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 10, y: 10))
        UIApplication.shared.advance(by: 0)
        box.removeFromSuperview()
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 20, y: 20))
        UIApplication.shared.touchUp(touch)
        let reports = Diagnostics.capture { UIApplication.shared.advance(by: 0) }
        #expect(reports.isEmpty)
        #expect(log.lines == ["box began (10, 10)", "box moved (20, 20)", "box ended (20, 20)"])
    }
}
