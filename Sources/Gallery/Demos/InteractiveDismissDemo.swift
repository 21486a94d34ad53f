import Foundation
import OpenUIKit

/// The interactive dismissal of “Playing with iOS Transitions” (its modal part), ported: a tap on the green
/// Home page's button presents the seed's red `ViewController2` with the seed's `TransDelegate` (sliding in
/// from the right over 2 s); then a finger drags on it, through the pan recognizer of the seed's
/// `ViewController2`, which dismisses and drives the seed's `IntObject`. First with the seed's own object:
/// a drag released short of half-way is cancelled — the object slides the page back but, as in the seed,
/// never calls `completeTransition(false)`, so the dismissal hangs until the engine reports it through the
/// diagnostics (noted in the trace) and completes it for the seed — then a drag past half-way finishes.
/// Then the same with UIKit's `UIPercentDrivenInteractiveTransition` as the object, scrubbing an `AniObject`
/// dismissal: cancelled, then finished.
final class InteractiveDismissDemo: StagedDemo {
    static let name = "interactive-dismiss"
    static let title = "Interactive dismissal by a pan"
    static let summary =
        "A pan on the presented page drives its dismissal: with the article's IntObject (released short: cancelled, the engine completing what the article never completes; released past half-way: finished), then with UIPercentDrivenInteractiveTransition (from \(SeedArticle.playingWithTransitions.cited(part: 2)))."

    /// Which interaction object the presented page's delegate has.
    enum Interaction: CustomStringConvertible {
        case intObject, percentDriven

        var description: String { self == .intObject ? "IntObject" : "UIPercentDrivenInteractiveTransition" }
    }

    /// The drags, in window coordinates (the presented page fills the window): short ones (released below
    /// half-way) and long ones, in the order made.
    static let drags: [(start: TimeInterval, end: TimeInterval, from: CGPoint, to: CGPoint)] = [
        (2.6, 3.1, CGPoint(x: 30, y: 160), CGPoint(x: 130, y: 160)),
        (9.8, 10.3, CGPoint(x: 30, y: 160), CGPoint(x: 230, y: 160)),
        (13.2, 13.7, CGPoint(x: 30, y: 160), CGPoint(x: 130, y: 160)),
        (14.8, 15.3, CGPoint(x: 30, y: 160), CGPoint(x: 230, y: 160)),
    ]
    /// When each presentation is tapped, and with which interaction object.
    static let presentations: [(time: TimeInterval, interaction: Interaction)] = [
        (0.3, .intObject), (10.9, .percentDriven),
    ]

    let size = CGSize(width: 240, height: 320)
    let duration: TimeInterval = 16.2
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.2, "Home"), (1.3, "presenting: slide in"), (2.9, "IntObject: dragging"), (3.2, "released short: back"),
        (9.5, "engine completes the cancel"), (10.2, "dragged past half-way"), (10.8, "dismissed"),
        (13.5, "percent-driven: dragging"), (14.6, "cancelled"), (15.2, "dragged past half-way"),
        (16.1, "dismissed"),
    ]

    private enum Step {
        case present(Interaction)
        /// The drag at this index of `drags` begins.
        case drag(Int)
    }

    private var script = DemoScript<Step>(
        (presentations.map { (time: $0.time, step: Step.present($0.interaction)) }
            + drags.enumerated().map { (time: $0.element.start, step: Step.drag($0.offset)) })
            .sorted { $0.time < $1.time })
    private let finger = ScriptedFinger()
    /// The index of the drag under way.
    private var dragIndex = 0
    private(set) var stage: DemoStage?
    private var home: ModalButtonController?
    /// The presented page's transitioning delegate (the seed's `self.transDelegate`).
    private(set) var transDelegate = TransDelegate()
    /// The presented page, held weakly: UIKit releases it after its dismissal.
    private(set) weak var presented: ViewController2?
    /// Whether the demo collects diagnostics (from a cancel until the engine's report of it).
    private var isCapturing = false

    required init() {}

    /// A demo left before the engine's report ends its collecting, so later reports are logged again.
    isolated deinit {
        if isCapturing { Diagnostics.endCapture() }
    }

    func makeScene() -> CALayer {
        let (stage, home) = DemoStage.showingHome(size: size) { [unowned self] in
            let v2 = ViewController2()
            v2.transitioningDelegate = transDelegate
            presented = v2
            return v2
        }
        self.home = home
        self.stage = stage
        return stage.layer
    }

    func perform(at time: TimeInterval) {
        noteCapturedDiagnostics(at: time)
        if finger.isDown {
            finger.follow(at: time)
            if !finger.isDown {
                stage?.trace.note(String(format: "finger up at x = %.0f", Self.drags[dragIndex].to.x), at: time)
                if dragIndex == 0 { startCapturing() }
            }
        }
        for step in script.due(at: time) {
            switch step {
            case .present(let interaction):
                transDelegate = TransDelegate(
                    object: interaction == .intObject ? IntObject(.modal) : UIPercentDrivenInteractiveTransition())
                stage?.trace.note("tap Present (\(interaction))", at: time)
                stage?.tap(home?.buttonCenterInWindow)
            case .drag(let index):
                if isCapturing { stopCapturing(at: time) }
                let drag = Self.drags[index]
                dragIndex = index
                stage?.trace.note("finger down", at: time)
                finger.press(at: drag.from, time: time, movingTo: drag.to, over: drag.end - drag.start, in: window)
            }
        }
    }

    /// Collects the diagnostics the seed's unfinished cancel leads to, which come on a later frame of the run
    /// loop than any script step.
    private func startCapturing() {
        Diagnostics.beginCapture()
        isCapturing = true
    }

    /// Once diagnostics have come (during the frame just run), notes them and stops collecting.
    private func noteCapturedDiagnostics(at time: TimeInterval) {
        guard isCapturing, !Diagnostics.capturedSoFar.isEmpty else { return }
        stopCapturing(at: time)
    }

    /// Notes the diagnostics collected so far and stops collecting (at the latest when the next drag begins).
    private func stopCapturing(at time: TimeInterval) {
        for report in Diagnostics.endCapture() {
            // The controllers' descriptions carry their addresses, which change from run to run.
            let message = report.message.replacingOccurrences(
                of: ": 0x[0-9a-f]+", with: "", options: .regularExpression)
            stage?.trace.note("diagnostic \(report.code): \(message)", at: time)
        }
        isCapturing = false
    }
}
