import Foundation
import class OpenUIKit.Timer
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Frame jumps: `advance(by:)` and `runUntilIdle()` leave out the frames in which nothing would happen and
/// run the others at the times frame stepping runs them. Each scenario runs twice from a fresh application —
/// once with stepping forced (`CAMediaClock.stepsEveryFrame`), once jumping — and the two runs must agree on
/// every callback, its order and its media time, on what the caller reads after each call, and the jumping
/// run must run fewer frames.
@MainActor
@Suite(.freshApplication) struct FrameJumpTests {
    /// What a run saw: lines stamped with the media time they were written at, and the frames it ran.
    final class Run {
        var lines: [String] = []
        var frames = 0

        func note(_ line: String) {
            lines.append("\(CACurrentMediaTime()) \(line)")
        }

        /// Adds a lifecycle trace's events, stamped with their times.
        func note(_ trace: LifecycleTrace) {
            for (time, event) in trace.timedEvents { lines.append("\(time) trace \(event)") }
        }
    }

    /// Logs an animation's start and stop with the media time.
    final class AnimationLog: NSObject, CAAnimationDelegate {
        let run: Run
        let name: String
        init(_ run: Run, _ name: String) {
            self.run = run
            self.name = name
        }
        func animationDidStart(_ anim: CAAnimation) { run.note("\(name) started") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { run.note("\(name) stopped \(flag)") }
    }

    /// Runs `scenario` from a fresh application (the trait gives the first run one; the second restarts the
    /// application the way the fuzzer restarts it between programs), once per mode.
    func compare(_ scenario: (Run) -> Void) -> (stepping: Run, jumping: Run) {
        let forced = CAMediaClock.stepsEveryFrame
        defer { CAMediaClock.stepsEveryFrame = forced }
        var runs: [Run] = []
        for stepping in [true, false] {
            if !runs.isEmpty { UIApplication.shared.reset() }
            CAMediaClock.stepsEveryFrame = stepping
            let run = Run()
            let frames = CAMediaClock.framesRun
            scenario(run)
            run.note("end")
            run.frames = CAMediaClock.framesRun - frames
            runs.append(run)
        }
        return (runs[0], runs[1])
    }

    func shownWindow(root: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        return window
    }

    func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    @Test func pushAndPopRunTheSameCallbacksAtTheSameTimes() {
        let runs = compare { run in
            let nav = UINavigationController(rootViewController: titled("Root"))
            nav.title = "Nav"
            let window = shownWindow(root: nav)
            let trace = LifecycleTrace(recording: nav)
            nav.pushViewController(titled("Pushed"), animated: true)
            UIApplication.shared.advance(by: 0.2)
            // Mid-transition: the property animator showed the time of the call's last frame.
            run.note("pushed at x \(nav.topViewController!.view.layer.presentation()!.position.x)")
            run.note("ran \(UIApplication.shared.runUntilIdle())")
            nav.popViewController(animated: true)
            run.note("ran \(UIApplication.shared.runUntilIdle())")
            run.note(trace)
            run.note("idle \(!UIApplication.shared.isBusy), \(window.subviews.count) subviews")
        }
        #expect(runs.jumping.lines == runs.stepping.lines)
        #expect(runs.stepping.lines.contains { $0.hasSuffix("trace Pushed viewDidAppear(true)") })
        #expect(runs.stepping.lines.contains { $0.hasSuffix("trace Pushed viewDidDisappear(true)") })
        #expect(runs.jumping.frames < runs.stepping.frames / 3)
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet])
    func presentAndDismissRunTheSameCallbacksAtTheSameTimes(style: UIModalPresentationStyle) {
        let runs = compare { run in
            let home = titled("Home")
            _ = shownWindow(root: home)
            let trace = LifecycleTrace(recording: home)
            let sheet = titled("Sheet")
            sheet.modalPresentationStyle = style
            home.present(sheet, animated: true) { run.note("presented") }
            run.note("ran \(UIApplication.shared.runUntilIdle())")
            home.dismiss(animated: true) { run.note("dismissed") }
            run.note("ran \(UIApplication.shared.runUntilIdle())")
            run.note(trace)
        }
        #expect(runs.jumping.lines == runs.stepping.lines)
        #expect(runs.stepping.lines.contains { $0.hasSuffix(" dismissed") })
        #expect(runs.jumping.frames < runs.stepping.frames)
    }

    @Test func aTabSwitchWithACompanionAnimationRunsTheSameCallbacks() {
        let runs = compare { run in
            let tabs = UITabBarController()
            tabs.title = "Tabs"
            let second = titled("Second")
            tabs.viewControllers = [titled("First"), second]
            _ = shownWindow(root: tabs)
            let trace = LifecycleTrace(recording: tabs)
            tabs.selectedIndex = 1
            UIView.animate(withDuration: 0.3, animations: { second.view.alpha = 0.5 }) { finished in
                run.note("fade finished \(finished)")
            }
            run.note("ran \(UIApplication.shared.runUntilIdle())")
            tabs.selectedIndex = 0
            run.note("ran \(UIApplication.shared.runUntilIdle())")
            run.note(trace)
        }
        #expect(runs.jumping.lines == runs.stepping.lines)
        #expect(runs.stepping.lines.contains { $0.hasSuffix("fade finished true") })
        #expect(runs.jumping.frames < runs.stepping.frames)
    }

    @Test func aChildSwapRunsTheSameCallbacksAtTheSameTimes() {
        let runs = compare { run in
            let parent = titled("Parent")
            _ = shownWindow(root: parent)
            let first = titled("First")
            parent.addChild(first)
            parent.view.addSubview(first.view)
            first.didMove(toParent: parent)
            UIApplication.shared.advance(by: 0)
            let trace = LifecycleTrace(recording: parent)
            let second = titled("Second")
            first.willMove(toParent: nil)
            parent.addChild(second)
            parent.transition(
                from: first, to: second, duration: 0.25, options: [.transitionCrossDissolve], animations: nil
            ) { finished in
                run.note("swap finished \(finished)")
                first.removeFromParent()
                second.didMove(toParent: parent)
            }
            run.note("ran \(UIApplication.shared.runUntilIdle())")
            run.note(trace)
        }
        #expect(runs.jumping.lines == runs.stepping.lines)
        #expect(runs.stepping.lines.contains { $0.hasSuffix("swap finished true") })
        #expect(runs.jumping.frames < runs.stepping.frames)
    }

    @Test func timersDelayedPerformsAndARecognizersTimerFireAtTheSameTimes() {
        final class Target: NSObject {
            var run: Run?
            func ping(_ text: NSString?) { run?.note("perform \(text.map(String.init) ?? "nil")") }
        }
        let runs = compare { run in
            let root = titled("Root")
            let window = shownWindow(root: root)
            let press = UILongPressGestureRecognizer { recognizer in run.note("long press \(recognizer.state)") }
            root.view.addGestureRecognizer(press)
            let repeating = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in run.note("tick") }
            Timer.scheduledTimer(withTimeInterval: 0.45, repeats: false) { _ in run.note("once") }
            let target = Target()
            target.run = run
            target.perform(Target.ping, with: "later" as NSString, afterDelay: 0.7)
            let touch = UIApplication.shared.touchDown(at: CGPoint(x: 100, y: 300), in: window)
            UIApplication.shared.advance(by: 0.6)
            UIApplication.shared.touchUp(touch)
            run.note("ran \(UIApplication.shared.runUntilIdle())")
            UIApplication.shared.advance(by: 0.3)
            repeating.invalidate()
        }
        #expect(runs.jumping.lines == runs.stepping.lines)
        #expect(runs.stepping.lines.contains { $0.hasSuffix("perform later") })
        #expect(runs.stepping.lines.contains { $0.hasSuffix("long press began") })
        #expect(runs.jumping.frames < runs.stepping.frames)
    }

    @Test func repeatingAutoreversingAndDelayedAnimationsStartAndStopAtTheSameTimes() {
        let runs = compare { run in
            let root = titled("Root")
            _ = shownWindow(root: root)
            let layer = CALayer()
            root.view.layer.addSublayer(layer)
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 1
            pulse.toValue = 0
            pulse.duration = 0.3
            pulse.repeatCount = 2.5
            pulse.autoreverses = true
            pulse.delegate = AnimationLog(run, "pulse")
            layer.add(pulse, forKey: "pulse")
            let late = CABasicAnimation(keyPath: "position.x")
            late.toValue = 200
            late.duration = 0.4
            late.beginTime = CACurrentMediaTime() + 0.55
            late.fillMode = .both
            late.delegate = AnimationLog(run, "late")
            layer.add(late, forKey: "late")
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            root.view.addSubview(box)
            UIView.animate(
                withDuration: 0.4, delay: 0.2, options: [.repeat, .autoreverse],
                animations: {
                    UIView.modifyAnimations(withRepeatCount: 1.5, autoreverses: true) { box.center.x += 100 }
                }
            ) { finished in run.note("box finished \(finished)") }
            UIApplication.shared.advance(by: 3)
            run.note("opacity \(layer.presentation()!.opacity), x \(layer.presentation()!.position.x)")
        }
        #expect(runs.jumping.lines == runs.stepping.lines)
        #expect(runs.stepping.lines.contains { $0.hasSuffix("pulse stopped true") })
        #expect(runs.stepping.lines.contains { $0.hasSuffix("box finished true") })
        #expect(runs.jumping.frames < runs.stepping.frames / 5)
    }

    @Test func speedTimeOffsetAndAPausedTreeKeepTheirTimes() {
        let runs = compare { run in
            let root = titled("Root")
            _ = shownWindow(root: root)
            let container = CALayer()
            container.speed = 0.5
            root.view.layer.addSublayer(container)
            let layer = CALayer()
            container.addSublayer(layer)
            let fast = CABasicAnimation(keyPath: "opacity")
            fast.toValue = 0
            fast.duration = 1
            fast.speed = 2
            fast.timeOffset = 0.1
            fast.delegate = AnimationLog(run, "fast")
            layer.add(fast, forKey: "fast")
            let slow = CABasicAnimation(keyPath: "position.y")
            slow.toValue = 300
            slow.duration = 0.9
            slow.delegate = AnimationLog(run, "slow")
            layer.add(slow, forKey: "slow")
            UIApplication.shared.advance(by: 0.4)
            // Pause the tree (Technical Q&A QA1673), wait, resume.
            let paused = container.convertTime(CACurrentMediaTime(), from: nil)
            container.speed = 0
            container.timeOffset = paused
            run.note("ran \(UIApplication.shared.runUntilIdle())")
            UIApplication.shared.advance(by: 1)
            run.note("paused y \(layer.presentation()!.position.y)")
            container.speed = 0.5
            container.timeOffset = 0
            container.beginTime = 0
            container.beginTime = container.convertTime(CACurrentMediaTime(), from: nil) - paused
            run.note("ran \(UIApplication.shared.runUntilIdle())")
        }
        #expect(runs.jumping.lines == runs.stepping.lines)
        #expect(runs.stepping.lines.contains { $0.hasSuffix("slow stopped true") })
        #expect(runs.stepping.lines.contains { $0.hasSuffix("fast stopped true") })
        #expect(runs.jumping.frames < runs.stepping.frames)
    }

    @Test func aRunningPropertyAnimatorShowsTheTimeOfEachCallsLastFrame() {
        let runs = compare { run in
            let root = titled("Root")
            _ = shownWindow(root: root)
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            root.view.addSubview(box)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x = 300 }
            animator.addCompletion { position in run.note("animator ended at \(position == .end ? "end" : "?")") }
            animator.startAnimation(afterDelay: 0.1)
            for _ in 0..<3 {
                UIApplication.shared.advance(by: 0.3)
                run.note("x \(box.layer.presentation()!.position.x)")
            }
            run.note("ran \(UIApplication.shared.runUntilIdle())")
        }
        #expect(runs.jumping.lines == runs.stepping.lines)
        #expect(runs.stepping.lines.contains { $0.hasSuffix("animator ended at end") })
        #expect(runs.jumping.frames < runs.stepping.frames)
    }

    /// A 1 s animation over a 2 s call: stepping runs 120 frames; jumping runs the frame the animation
    /// ends in (the 60th, at 1 s) and the call's last frame.
    @Test func onlyTheFramesWhereSomethingHappensRun() {
        let runs = compare { run in
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 1
            fade.delegate = AnimationLog(run, "fade")
            layer.add(fade, forKey: "fade")
            UIApplication.shared.advance(by: 2)
        }
        #expect(runs.jumping.lines == runs.stepping.lines)
        #expect(runs.stepping.frames == 120)
        #expect(runs.jumping.frames == 2)
    }

    /// Core Animation's own clock jumps the same way.
    @Test func coreAnimationsClockJumpsToo() {
        let runs = compare { run in
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 0.5
            fade.beginTime = 0.25
            fade.delegate = AnimationLog(run, "fade")
            layer.add(fade, forKey: "fade")
            CAMediaClock.advance(by: 1)
        }
        #expect(runs.jumping.lines == runs.stepping.lines)
        #expect(runs.stepping.lines.count == 3)
        #expect(runs.stepping.frames == 60)
        #expect(runs.jumping.frames == 3)
    }

    /// A display link observes every frame: none is left out while one runs.
    @Test func aDisplayLinkSeesEveryFrame() {
        let runs = compare { run in
            let link = CADisplayLink { link in run.note("frame \(link.timestamp)") }
            link.add(to: .main, forMode: .common)
            UIApplication.shared.advance(by: 0.5)
            link.invalidate()
        }
        #expect(runs.jumping.lines == runs.stepping.lines)
        #expect(runs.jumping.frames == 30)
        #expect(runs.jumping.lines.count == 31)
    }
}
