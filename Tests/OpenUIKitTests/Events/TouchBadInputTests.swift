import Testing
@testable import OpenUIKit

/// Touch injection UIKit could never produce: reported as `.invalidTouch`, nothing delivered, nothing lost.
@MainActor
@Suite struct TouchBadInputTests {
    @Test func aTouchWithoutAVisibleWindowIsReportedAndComesBackCancelled() {
        UIApplication.shared.reset()
        var touch: UITouch?
        let noKeyWindow = Diagnostics.capture { touch = UIApplication.shared.touchDown(at: CGPoint(x: 1, y: 1)) }
        #expect(noKeyWindow.map(\.code) == [.invalidTouch])
        #expect(
            noKeyWindow.first?.message
                == "touchDown(at:in:) needs a visible window; the key window (there is none) is not on screen")
        #expect(touch?.phase == .cancelled && touch?.view == nil && touch?.window == nil)
        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let neverShown = Diagnostics.capture { UIApplication.shared.tap(at: CGPoint(x: 1, y: 1), in: hidden) }
        #expect(neverShown.map(\.code) == [.invalidTouch])
        let window = makeTouchWindow()
        window.isHidden = true
        let hiddenAgain = Diagnostics.capture {
            UIApplication.shared.drag(from: .zero, to: CGPoint(x: 5, y: 5), duration: 0.1)
        }
        #expect(hiddenAgain.map(\.code) == [.invalidTouch])
        #expect(!UIApplication.shared.isBusy && CACurrentMediaTime() == 0)  // nothing queued, no time run
    }

    @Test func nonFinitePointsAreReportedAndIgnored() {
        UIApplication.shared.reset()
        let (log, _, _) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let reports = Diagnostics.capture {
            _ = UIApplication.shared.touchDown(at: CGPoint(x: CGFloat.nan, y: 1))
            let touch = UIApplication.shared.touchDown(at: CGPoint(x: 10, y: 10))
            UIApplication.shared.touchMove(touch, to: CGPoint(x: 1, y: CGFloat.infinity))
            UIApplication.shared.touchMove(touch, to: CGPoint(x: 20, y: 20))
            UIApplication.shared.touchUp(touch)
            UIApplication.shared.drag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: -CGFloat.infinity, y: 0), duration: 0.1)
            UIApplication.shared.advance(by: 0)
        }
        #expect(reports.map(\.code) == [.invalidTouch, .invalidTouch, .invalidTouch])
        #expect(reports.first?.message == "touchDown(at:in:) needs a finite point; got CGPoint(x: nan, y: 1.0)")
        #expect(log.lines == ["box began (10, 10)", "box moved (20, 20)", "box ended (20, 20)"])
    }

    @Test func inputForAnEndedTouchIsReportedAndIgnored() {
        UIApplication.shared.reset()
        let (log, _, _) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 10, y: 10))
        UIApplication.shared.touchUp(touch)
        let reports = Diagnostics.capture {
            UIApplication.shared.touchMove(touch, to: CGPoint(x: 30, y: 30))  // up already injected
            UIApplication.shared.advance(by: 0)
            UIApplication.shared.touchUp(touch)
            UIApplication.shared.touchCancel(touch)
            UIApplication.shared.advance(by: 0)
        }
        #expect(
            reports.map(\.message) == [
                "touchMove(_:to:): the touch has already ended or been cancelled; input ignored",
                "touchUp(_:): the touch has already ended or been cancelled; input ignored",
                "touchCancel(_:): the touch has already ended or been cancelled; input ignored",
            ])
        #expect(log.lines == ["box began (10, 10)", "box ended (10, 10)"])
        #expect(touch.phase == .ended)
    }

    @Test func aDragWithABadDurationInjectsNothing() {
        UIApplication.shared.reset()
        let (log, _, _) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let reports = Diagnostics.capture {
            UIApplication.shared.drag(from: .zero, to: CGPoint(x: 5, y: 5), duration: -1)
            UIApplication.shared.drag(from: .zero, to: CGPoint(x: 5, y: 5), duration: .nan)
        }
        #expect(reports.map(\.code) == [.invalidTouch, .invalidTouch])
        #expect(log.lines.isEmpty && CACurrentMediaTime() == 0)
        UIApplication.shared.drag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 5, y: 5), duration: 0)  // allowed: all in one turn
        #expect(log.lines == ["box began (1, 1)", "box moved (5, 5)", "box ended (5, 5)"])
    }
}
