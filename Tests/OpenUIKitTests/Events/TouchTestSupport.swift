import Testing
@testable import OpenUIKit
import TestSupport

/// One log that views, controllers and recognizers of a test write to, in the order things happen.
@MainActor
final class EventLog {
    var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}

/// A view that logs its touch methods with each touch's location in its own coordinates, then passes them
/// on (to the responder chain) as UIView does.
@MainActor
final class RecordingView: UIView {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    let name: String
    let log: EventLog

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        let points = touches.sorted { $0.sequence < $1.sequence }.map { touch in
            let point = touch.location(in: self)
            return "(\(point.x.formatted), \(point.y.formatted))"
        }
        log.append("\(name) \(phase) \(points.joined(separator: " "))")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
}

extension CGFloat {
    /// A short form for logs: whole numbers without ".0", others to 3 decimals.
    var formatted: String {
        self == rounded() ? String(Int(self)) : String(format: "%.3f", Double(self))
    }
}

/// A shown key window filling a 390 × 844 screen, for touch tests.
@MainActor
func makeTouchWindow() -> UIWindow {
    let window = StandardWindow.shown()
    UIApplication.shared.advance(by: 0)
    return window
}

/// A shown key window with one recording view named "box" in it, and the log the view writes to.
@MainActor
func makeBoxScene(frame: CGRect) -> (log: EventLog, window: UIWindow, box: RecordingView) {
    let log = EventLog()
    let window = makeTouchWindow()
    let box = RecordingView("box", frame: frame, log: log)
    window.addSubview(box)
    return (log, window, box)
}
