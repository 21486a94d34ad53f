import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests(withTarget:…)` on the media clock
/// (NSObject's delayed performing: the method runs in the first run-loop pass at or after the delay; a
/// delay of 0 still waits for the next pass; receiver and argument retained until it runs).
@MainActor
@Suite(.freshApplication) struct PerformAfterDelayTests {
    final class Toast: NSObject {
        var log: [String] = []
        var completedAt: CFTimeInterval?
        var hiddenAt: CFTimeInterval?
        func show(_ text: String) { log.append("show \(text) at \(CACurrentMediaTime())") }
        func hide() {
            hiddenAt = CACurrentMediaTime()
            log.append("hide at \(CACurrentMediaTime())")
        }
        func blink() { log.append("blink at \(CACurrentMediaTime())") }
        func mark(_ object: NSString?) { log.append("mark \(object.map(String.init) ?? "nil")") }
    }

    final class Other: NSObject {
        func ping() {}
    }

    @Test func theMethodRunsAtExactlyNowPlusTheDelayWithItsArgument() {
        let toast = Toast()
        UIApplication.shared.advance(by: 0.1)
        toast.perform(Toast.show, with: "hello", afterDelay: 0.3)
        toast.perform(Toast.hide, with: nil, afterDelay: 0.5)
        UIApplication.shared.advance(by: 1)
        #expect(toast.log == ["show hello at \(0.1 + 0.3)", "hide at \(0.1 + 0.5)"])
    }

    @Test func anyModeIsTheRunLoopsModeAndNoModeSchedulesNothing() {
        let toast = Toast()
        toast.perform(Toast.show, with: "tracking", afterDelay: 0.2, inModes: [RunLoop.Mode("UITrackingRunLoopMode")])
        toast.perform(Toast.show, with: "nowhere", afterDelay: 0.2, inModes: [])
        UIApplication.shared.advance(by: 1)
        #expect(toast.log == ["show tracking at 0.2"])
    }

    @Test func aDelayOfZeroWaitsForTheNextPassOfTheRunLoop() {
        let toast = Toast()
        toast.perform(Toast.hide, afterDelay: 0)
        #expect(toast.log.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(toast.log == ["hide at 0.0"])
    }

    @Test func aZeroDelayRequestMadeInACompletionRunsAtTheNextFrame() throws {
        let toast = Toast()
        let view = UIView()
        UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }) { _ in
            toast.completedAt = CACurrentMediaTime()
            toast.perform(Toast.hide, afterDelay: 0)
            toast.log.append("completion")
        }
        UIApplication.shared.advance(by: 0.5)
        let completedAt = try #require(toast.completedAt)
        let hiddenAt = try #require(toast.hiddenAt)
        #expect(toast.log.first == "completion")
        // Not in the pass that ran the completion: the next one, the frame 1/60 s later.
        #expect(abs(hiddenAt - completedAt - 1.0 / 60.0) < 1e-9)
    }

    @Test func theTargetAndArgumentAreRetainedUntilTheMethodRuns() {
        var toast: Toast? = Toast()
        weak let weakToast = toast
        var text: NSString? = NSString(string: "kept")
        weak let weakText = text
        toast!.perform(Toast.mark, with: text, afterDelay: 1)
        toast = nil
        text = nil
        UIApplication.shared.advance(by: 0.5)
        #expect(weakToast != nil && weakText != nil)
        UIApplication.shared.advance(by: 0.5)
        #expect(weakToast == nil && weakText == nil)
    }

    @Test func cancellingByTargetDropsEveryRequestOfThatTargetOnly() {
        let toast = Toast(), other = Toast()
        toast.perform(Toast.hide, afterDelay: 0.2)
        toast.perform(Toast.show, with: "a", afterDelay: 0.3)
        other.perform(Toast.hide, afterDelay: 0.2)
        NSObject.cancelPreviousPerformRequests(withTarget: toast)
        UIApplication.shared.advance(by: 1)
        #expect(toast.log.isEmpty)
        #expect(other.log == ["hide at 0.2"])
    }

    @Test func cancellingBySelectorMatchesTheArgumentByEquality() {
        let toast = Toast()
        toast.perform(Toast.show, with: "a", afterDelay: 0.2)
        toast.perform(Toast.show, with: "b", afterDelay: 0.3)
        toast.perform(Toast.mark, with: NSString(string: "x"), afterDelay: 0.4)
        toast.perform(Toast.mark, with: nil, afterDelay: 0.5)
        NSObject.cancelPreviousPerformRequests(withTarget: toast, selector: Toast.show, object: "a")
        // Another NSString equal by isEqual(_:) matches; nil matches only the request made with nil.
        NSObject.cancelPreviousPerformRequests(withTarget: toast, selector: Toast.mark, object: NSString(string: "x"))
        UIApplication.shared.advance(by: 1)
        #expect(toast.log == ["show b at 0.3", "mark nil"])
    }

    @Test func aNilArgumentOfAnOptionalParameterMatchesNil() {
        let toast = Toast()
        toast.perform(Toast.mark, with: nil, afterDelay: 0.2)
        toast.perform(Toast.mark, with: NSString(string: "y"), afterDelay: 0.3)
        NSObject.cancelPreviousPerformRequests(withTarget: toast, selector: Toast.mark, object: nil)
        UIApplication.shared.advance(by: 1)
        #expect(toast.log == ["mark y"])
    }

    @Test func aMethodIsKnownByItsTypeSoCancellingOneCancelsItsTwins() {
        // Swift cannot compare method references: hide and blink are both `(Toast) -> () -> Void`.
        let toast = Toast()
        toast.perform(Toast.hide, afterDelay: 0.2)
        toast.perform(Toast.blink, afterDelay: 0.2)
        toast.perform(Toast.show, with: "kept", afterDelay: 0.2)
        NSObject.cancelPreviousPerformRequests(withTarget: toast, selector: Toast.hide, object: nil)
        UIApplication.shared.advance(by: 1)
        #expect(toast.log == ["show kept at 0.2"])
    }

    @Test func cancellingRequestsThatDoNotExistChangesNothing() {
        let toast = Toast()
        toast.perform(Toast.hide, afterDelay: 0.2)
        let reports = Diagnostics.capture {
            NSObject.cancelPreviousPerformRequests(withTarget: Toast())
            NSObject.cancelPreviousPerformRequests(withTarget: toast, selector: Toast.show, object: "never")
            NSObject.cancelPreviousPerformRequests(withTarget: "not an object")
        }
        #expect(reports.isEmpty)
        UIApplication.shared.advance(by: 1)
        #expect(toast.log == ["hide at 0.2"])
    }

    @Test func aNaNOrInfiniteDelayIsReportedAndNothingIsScheduled() {
        let toast = Toast()
        let reports = Diagnostics.capture {
            toast.perform(Toast.hide, afterDelay: .nan)
            toast.perform(Toast.show, with: "x", afterDelay: .infinity)
        }
        #expect(reports.map(\.code) == [.invalidTiming, .invalidTiming])
        #expect(reports.allSatisfy { $0.severity == .exception })
        #expect(!UIApplication.shared.isBusy)
        UIApplication.shared.advance(by: 1)
        #expect(toast.log.isEmpty)
    }

    @Test func aNegativeDelayIsReportedAndRunsAsZero() {
        let toast = Toast()
        let reports = Diagnostics.capture { toast.perform(Toast.hide, afterDelay: -2) }
        #expect(reports.map(\.code) == [.invalidTiming])
        #expect(reports.first?.severity == .warning)
        #expect(toast.log.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(toast.log == ["hide at 0.0"])
    }

    @Test func aMethodOfAnotherClassIsReportedAndNotScheduled() {
        let toast = Toast()
        let reports = Diagnostics.capture { toast.perform(Other.ping, afterDelay: 0.1) }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(reports.first?.message.contains("unrecognized selector") == true)
        #expect(!UIApplication.shared.isBusy)
    }

    @Test func aPendingRequestKeepsTheRunLoopBusyUntilItRuns() {
        let toast = Toast()
        toast.perform(Toast.hide, afterDelay: 0.5)
        #expect(UIApplication.shared.isBusy)
        let ran = UIApplication.shared.runUntilIdle()
        #expect(toast.log == ["hide at 0.5"])
        // runUntilIdle steps in frames of 1/60 s and stops after the step whose pass ran the request.
        #expect(ran >= 0.5 && ran < 0.5 + 1.0 / 60.0 + 1e-9)
    }

    @Test func resetDropsThePendingRequests() {
        let toast = Toast()
        toast.perform(Toast.hide, afterDelay: 0.5)
        UIApplication.shared.reset()
        #expect(!UIApplication.shared.isBusy)
        UIApplication.shared.advance(by: 1)
        #expect(toast.log.isEmpty)
    }
}
