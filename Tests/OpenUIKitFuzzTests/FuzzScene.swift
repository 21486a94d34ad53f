import Foundation
@testable import OpenUIKit

/// The objects and the model of an area's scene (the navigation controller and its model stack, the tab bar
/// controller and its model tabs…): set up by the program's first operation, checked after every operation,
/// wound down before the universe settles.
@MainActor
protocol FuzzScene: AnyObject {
    /// The controllers the scene made, whose appearance callbacks are checked like the pool's.
    var controllers: [FuzzController] { get }
    /// Weak references to everything the scene holds, which must be released after the run.
    var objects: [(name: String, object: () -> AnyObject?)] { get }
    /// What is wrong now (empty when all is well); `reports` are the diagnostics of the last operation.
    func problems(reports: [Diagnostic]) -> [String]
    /// Ends what only the scene can end (a finger still down, an interaction left waiting) before the
    /// universe removes every animation and runs until idle.
    func windDown()
}

extension FuzzScene {
    var controllers: [FuzzController] { [] }
    func windDown() {}
}

/// The helpers scenes share.
@MainActor
enum FuzzSceneSupport {
    /// Runs the run loop frame by frame (at most `limit` seconds) until `done`.
    static func advance(until done: () -> Bool, limit: TimeInterval = 3) {
        var waited: TimeInterval = 0
        while !done(), waited < limit {
            UIApplication.shared.advance(by: 1.0 / 60)
            waited += 1.0 / 60
        }
    }

    /// Appearance that matches the window: `controller` appeared when it should be on screen, else
    /// disappeared. Between operations a controller may still be on its way (its `viewDidAppear` comes on
    /// the next turn of the run loop), so only the opposite state is wrong then; once settled, only the
    /// expected one is right.
    static func appearanceProblem(
        of controller: UIViewController, name: String, onScreen: Bool, settled: Bool
    ) -> String? {
        let expected: UIViewController.AppearanceState = onScreen ? .appeared : .disappeared
        let opposite: UIViewController.AppearanceState = onScreen ? .disappeared : .appeared
        guard controller.appearanceState != expected, settled || controller.appearanceState == opposite else {
            return nil
        }
        return
            "\(name) is \(controller.appearanceState), expected \(expected) (its view is \(onScreen ? "" : "not ")on screen)"
    }

    /// A finger dragged from `start` to `end` over `duration` seconds, one move per frame: `midway` runs
    /// half-way through and `beforeLift` on the last frame, each once the moves so far are delivered; the
    /// lift is delivered before this returns.
    static func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval, in window: UIWindow,
        midway: () -> Void = {}, beforeLift: () -> Void = {}
    ) {
        let app = UIApplication.shared
        let touch = app.touchDown(at: start, in: window)
        let frames = max(Int((duration * 60).rounded()), 2)
        for frame in 1...frames {
            app.advance(by: duration / Double(frames))
            let fraction = CGFloat(frame) / CGFloat(frames)
            app.touchMove(
                touch, to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            )
            if frame == frames / 2 || frame == frames { app.advance(by: 0) }
            if frame == frames / 2 { midway() }
        }
        beforeLift()
        app.touchUp(touch)
        app.advance(by: 0)
    }

    /// Whether `view` is in a visible window.
    static func isOnScreen(_ view: UIView?) -> Bool {
        view?.window?.isVisibleOnScreen == true
    }
}
