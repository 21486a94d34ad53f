import Foundation
@testable import OpenUIKit

/// A view that follows the touches it gets: each must begin once, then move, then end or be cancelled
/// once, and get nothing after.
@MainActor
final class FuzzTouchView: UIView {
    var name = "?"
    /// The touches that began and have not ended.
    private(set) var liveTouches: Set<ObjectIdentifier> = []
    /// The touches that ended, held so that no new touch takes one's identifier.
    private var endedTouches: [ObjectIdentifier: UITouch] = [:]
    private var problems: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if liveTouches.contains(id) || endedTouches[id] != nil {
                problems.append("\(name) got touchesBegan twice")
            }
            liveTouches.insert(id)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches where !liveTouches.contains(ObjectIdentifier(touch)) {
            problems.append(
                "\(name) got touchesMoved for a touch that \(endedTouches[ObjectIdentifier(touch)] != nil ? "ended" : "never began")"
            )
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { end(touches, "touchesEnded") }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { end(touches, "touchesCancelled") }

    private func end(_ touches: Set<UITouch>, _ call: String) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if liveTouches.remove(id) == nil { problems.append("\(name) got \(call) for a touch that was not live") }
            endedTouches[id] = touch
        }
    }

    /// Lets go of the ended touches (each holds its view and window).
    func forgetEndedTouches() {
        endedTouches = [:]
    }

    /// The problems since the last call.
    func takeProblems() -> [String] {
        defer { problems = [] }
        return problems
    }
}

/// The states a recognizer's action saw, checked against its kind's state machine.
@MainActor
final class FuzzRecognizerLog {
    let name: String
    var isDiscrete = false
    var removed = false
    private var last: UIGestureRecognizer.State = .possible
    private var problems: [String] = []

    init(name: String) { self.name = name }

    func saw(_ state: UIGestureRecognizer.State) {
        if removed { problems.append("\(name)'s action ran (\(state)) after it was removed") }
        let legal: Bool
        if isDiscrete {
            legal = state == .ended
        } else {
            switch state {
            case .began: legal = ![.began, .changed].contains(last)
            case .changed, .ended, .cancelled: legal = [.began, .changed].contains(last)
            default: legal = false
            }
        }
        if !legal { problems.append("\(name)'s action saw \(state) after \(last)") }
        last = state
    }

    func takeProblems() -> [String] {
        defer { problems = [] }
        return problems
    }
}

/// The table's data: `rows` rows whose cells carry `generation × 1000 + row` as their tag, so a cell left
/// from before a reload shows.
@MainActor
final class FuzzTableSource: UITableViewDataSource {
    var rows = 30
    var generation = 0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.tag = generation * 1_000 + indexPath.row
        return cell
    }
}
