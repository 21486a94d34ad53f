import Foundation
@testable import OpenUIKit

/// A 200 × 200 container `k` in the key window with four Auto Layout subviews (sizes required to be at
/// least 0; sizes set to constants get non-negative ones), and the model of the
/// constraints the program activated. After every operation `k` is laid out and, from the frames alone:
/// every required constraint the engine keeps holds; a required constraint is left out only with UIKit's
/// "Unable to simultaneously satisfy constraints" report naming it; optional constraints are never broken;
/// and when a view's width (or height) is set only by equalities to constants of distinct priorities, the
/// highest priority wins.
@MainActor
final class FuzzLayoutScene: FuzzScene {
    struct Entry {
        let constraint: NSLayoutConstraint
        let view: Int
        let form: Int
        let other: Int
    }

    unowned let universe: FuzzUniverse
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let views: [UIView]
    private var entries: [Entry] = []
    /// The `width >= 0` and `height >= 0` of every view.
    private let sizeFloors: [NSLayoutConstraint]
    /// The constraints a report said it broke.
    private var namedBroken: Set<ObjectIdentifier> = []
    /// The model's priority of each constraint.
    private var priorities: [ObjectIdentifier: Float] = [:]

    init(universe: FuzzUniverse) {
        self.universe = universe
        views = (0..<4).map { _ in UIView(frame: .zero) }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        // Sizes are never negative (the solver would otherwise pick negative widths for loose systems).
        sizeFloors = views.flatMap {
            [
                $0.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
                $0.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            ]
        }
        NSLayoutConstraint.activate(sizeFloors)
        universe.window(0).addSubview(container)
        universe.window(0).makeKeyAndVisible()
    }

    var objects: [(name: String, object: () -> AnyObject?)] {
        [("k", { [weak container] in container })]
            + entries.map { entry in ("a constraint", { [weak constraint = entry.constraint] in constraint }) }
    }

    func perform(_ operation: FuzzLayoutOperation, mode: FuzzMode) {
        // A random system may be unsatisfiable: UIKit's report is the expected answer, checked in `problems`.
        let reports = Diagnostics.capture { apply(operation, mode: mode) }
        noteBroken(reports)
        for report in reports where report.code != .unsatisfiableConstraints { Diagnostics.report(report) }
    }

    /// Remembers the constraints `reports` say were broken.
    private func noteBroken(_ reports: [Diagnostic]) {
        for report in reports where report.code == .unsatisfiableConstraints {
            for entry in entries where report.message.contains("breaking constraint \n\(entry.constraint)") {
                namedBroken.insert(ObjectIdentifier(entry.constraint))
            }
        }
    }

    private func apply(_ operation: FuzzLayoutOperation, mode: FuzzMode) {
        switch operation {
        case .add(let v, let form, let relation, let constant, let priority, let other):
            let f = FuzzOperation.pick(FuzzLayoutOperation.forms, form)
            let view = views[v % 4], otherView = views[other % 4]
            if f.second == .other, view === otherView { return }
            let second: UIView? = f.second == .none ? nil : f.second == .container ? container : otherView
            let constraint = NSLayoutConstraint(
                item: view, attribute: f.first, relatedBy: FuzzOperation.pick(FuzzLayoutOperation.relations, relation),
                toItem: second, attribute: f.attribute, multiplier: f.multiplier,
                constant: f.second == .none
                    ? abs(FuzzOperation.pick(FuzzLayoutOperation.constants, constant))
                    : FuzzOperation.pick(FuzzLayoutOperation.constants, constant))
            let p = FuzzOperation.pick(FuzzLayoutOperation.priorities, priority)
            constraint.priority = UILayoutPriority(p)
            priorities[ObjectIdentifier(constraint)] = p
            constraint.isActive = true
            entries.append(
                Entry(
                    constraint: constraint, view: v % 4, form: abs(form) % FuzzLayoutOperation.forms.count,
                    other: other % 4))
        case .remove(let i):
            guard !entries.isEmpty else { return }
            let entry = entries.remove(at: abs(i) % entries.count)
            entry.constraint.isActive = false
            universe.remember(dropped: "\(entry.constraint)", { [weak constraint = entry.constraint] in constraint })
        case .setConstant(let i, let c):
            guard !entries.isEmpty else { return }
            let entry = entries[abs(i) % entries.count]
            let value = FuzzOperation.pick(FuzzLayoutOperation.constants, c)
            let isSize = FuzzOperation.pick(FuzzLayoutOperation.forms, entry.form).second == .none
            entry.constraint.constant = isSize ? abs(value) : value
        case .setPriority(let i, let p):
            guard !entries.isEmpty else { return }
            let constraint = entries[abs(i) % entries.count].constraint
            let new = FuzzOperation.pick(FuzzLayoutOperation.priorities, p)
            let old = priorities[ObjectIdentifier(constraint)] ?? 1000
            let refused = (new == 1000) != (old == 1000)
            if mode == .valid, refused { return }
            let reports = Diagnostics.capture { constraint.priority = UILayoutPriority(new) }
            if refused, !reports.contains(where: { $0.message.hasPrefix("Mutating a priority") }) {
                universe.ledger.violations.append("a priority change between required and optional was not reported")
            }
            if !refused {
                priorities[ObjectIdentifier(constraint)] = new
                for report in reports { Diagnostics.report(report) }
            }
        case .addToStranger(let v):
            guard mode == .misuse else { return }
            let stranger = UIView(frame: .zero)
            let constraint = views[v % 4].widthAnchor.constraint(equalTo: stranger.widthAnchor)
            let reports = Diagnostics.capture { constraint.isActive = true }
            if reports.isEmpty || constraint.isActive {
                universe.ledger.violations.append("a constraint to a view outside the hierarchy was activated")
            }
        }
    }

    func problems(reports: [Diagnostic]) -> [String] {
        let layoutReports = Diagnostics.capture { container.layoutIfNeeded() }
        noteBroken(reports + layoutReports)
        for report in layoutReports where report.code != .unsatisfiableConstraints { Diagnostics.report(report) }
        let kept = Set(
            (container.layoutState?.engine?.records.values.flatMap(\.layoutConstraints) ?? []).map(
                ObjectIdentifier.init))
        var problems: [String] = []
        for entry in entries {
            let constraint = entry.constraint
            let id = ObjectIdentifier(constraint)
            if !constraint.isActive { problems.append("\(constraint) is no longer active") }
            if constraint.priority.rawValue != priorities[id] {
                problems.append(
                    "\(constraint) has priority \(constraint.priority.rawValue), the model \(priorities[id] ?? 0)")
            }
            guard kept.contains(id) else {
                if constraint.priority.rawValue < 1000 { problems.append("the optional \(constraint) was left out") }
                if !namedBroken.contains(id) { problems.append("\(constraint) was left out with no report") }
                continue
            }
            guard constraint.priority.rawValue == 1000, framesShowTheSolution(kept: kept), let gap = gap(of: entry)
            else { continue }
            if gap > 1 { problems.append("the required \(constraint) misses by \(gap) (frames \(frames))") }
        }
        problems += winnerProblems(kept: kept)
        return problems
    }

    /// Whether the frames can show the solution: no size floor was broken (a negative size shows
    /// standardized).
    private func framesShowTheSolution(kept: Set<ObjectIdentifier>) -> Bool {
        sizeFloors.allSatisfy { kept.contains(ObjectIdentifier($0)) }
    }

    private var frames: String {
        views.enumerated().map { "v\($0.offset) \($0.element.frame)" }.joined(separator: ", ")
    }

    /// The value of `attribute` of `view` in `k`'s coordinates, from its centre and bounds (a broken
    /// `width >= 0` leaves a negative width, which `frame` would show standardized).
    private func value(_ attribute: NSLayoutConstraint.Attribute, of view: UIView) -> CGFloat? {
        let size = view.bounds.size
        let frame =
            view === container
            ? CGRect(origin: .zero, size: size)
            : CGRect(
                x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width,
                height: size.height)
        switch attribute {
        case .width: return frame.size.width
        case .height: return frame.size.height
        case .leading, .left: return frame.origin.x
        case .trailing, .right: return frame.origin.x + frame.size.width
        case .top: return frame.origin.y
        case .bottom: return frame.origin.y + frame.size.height
        case .centerX: return frame.origin.x + frame.size.width / 2
        default: return nil
        }
    }

    /// How far the frames are from satisfying the entry's constraint (0 when they satisfy it).
    private func gap(of entry: Entry) -> CGFloat? {
        let c = entry.constraint
        let f = FuzzOperation.pick(FuzzLayoutOperation.forms, entry.form)
        guard let left = value(f.first, of: views[entry.view]) else { return nil }
        var right = c.constant
        if f.second != .none {
            guard let second = value(f.attribute, of: f.second == .container ? container : views[entry.other]) else {
                return nil
            }
            right += f.multiplier * second
        }
        switch c.relation {
        case .equal: return abs(left - right)
        case .lessThanOrEqual: return max(left - right, 0)
        case .greaterThanOrEqual: return max(right - left, 0)
        @unknown default: return nil
        }
    }

    /// A view's width (height) set only by equalities to constants, with the leading (top) edge at most tied
    /// to the container: the kept one of highest priority holds, when that priority is unique.
    private func winnerProblems(kept: Set<ObjectIdentifier>) -> [String] {
        var problems: [String] = []
        let axes: [(dimension: Int, edge: Int, attributes: [NSLayoutConstraint.Attribute], name: String)] = [
            (0, 2, [.width, .leading, .trailing, .centerX], "width"), (1, 3, [.height, .top, .bottom], "height"),
        ]
        guard framesShowTheSolution(kept: kept) else { return [] }
        let live = entries.filter { kept.contains(ObjectIdentifier($0.constraint)) }
        for (index, view) in views.enumerated() {
            for axis in axes {
                let involved = live.filter { entry in
                    let f = FuzzOperation.pick(FuzzLayoutOperation.forms, entry.form)
                    return (entry.view == index && axis.attributes.contains(f.first))
                        || (f.second == .other && entry.other == index && axis.attributes.contains(f.attribute))
                }
                guard involved.allSatisfy({ $0.view == index && ($0.form == axis.dimension || $0.form == axis.edge) })
                else { continue }
                let dimension = involved.filter { $0.form == axis.dimension }
                guard !dimension.isEmpty, dimension.allSatisfy({ $0.constraint.relation == .equal }),
                    let top = dimension.max(by: { $0.constraint.priority.rawValue < $1.constraint.priority.rawValue }),
                    dimension.filter({ $0.constraint.priority == top.constraint.priority }).count == 1
                else { continue }
                let actual = axis.dimension == 0 ? view.bounds.size.width : view.bounds.size.height
                if abs(actual - top.constraint.constant) > 1 {
                    problems.append(
                        "v\(index)'s \(axis.name) is \(actual), but its highest-priority \(axis.name) constraint is \(top.constraint)"
                    )
                }
            }
        }
        return problems
    }
}
