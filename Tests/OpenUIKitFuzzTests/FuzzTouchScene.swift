import Foundation
@testable import OpenUIKit

/// Three views (100 × 100) side by side in the key window (320 × 480), a scroll view `s` (content 1,000 pt
/// tall) and a table view `tv` whose rows the model counts. What must hold: every touch a view gets begins,
/// moves and ends (or is cancelled) once, in that order; a recognizer's action sees only the states its
/// kind may pass through, in order (discrete: recognized; continuous: began, changed…, ended or cancelled),
/// and never after it was removed; once every finger is up and the run loop has turned, every recognizer
/// is possible again and every touch has ended; the table's rows and visible cells follow the model after
/// every reload, and both scrolling views come to rest inside their content.
@MainActor
final class FuzzTouchScene: FuzzScene {
    unowned let universe: FuzzUniverse
    let views: [FuzzTouchView]
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 120, width: 320, height: 150))
    let tableView = UITableView(frame: CGRect(x: 0, y: 290, width: 320, height: 180))
    let tableSource = FuzzTableSource()
    private var recognizers: [(recognizer: UIGestureRecognizer, log: FuzzRecognizerLog)] = []
    private var fingers: [UITouch?] = [nil, nil]
    /// Whether the table has moved since its content last changed while it was at rest (UIKit does not
    /// promise that a scroll view at rest moves back into content that shrank under it).
    private var tableMovedSinceReload = true

    init(universe: FuzzUniverse) {
        self.universe = universe
        let window = universe.window(0)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        window.makeKeyAndVisible()
        views = (0..<3).map { index in
            let view = FuzzTouchView(frame: CGRect(x: 10 + 105 * CGFloat(index), y: 10, width: 100, height: 100))
            view.name = "v\(index)"
            return view
        }
        for view in views { window.addSubview(view) }
        scrollView.contentSize = CGSize(width: 320, height: 1_000)
        window.addSubview(scrollView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = tableSource
        window.addSubview(tableView)
        tableView.reloadData()
        UIApplication.shared.advance(by: 0)
    }

    var objects: [(name: String, object: () -> AnyObject?)] {
        [
            ("s", { [weak scrollView] in scrollView }), ("tv", { [weak tableView] in tableView }),
            ("tv's data source", { [weak tableSource] in tableSource }),
        ] + views.map { view in (view.name, { [weak view] in view }) }
    }

    func perform(_ operation: FuzzTouchOperation, mode: FuzzMode) {
        let app = UIApplication.shared
        let window = universe.window(0)
        switch operation {
        case .addRecognizer(let v, let kind):
            add(FuzzOperation.pick(FuzzTouchOperation.recognizers, kind), to: views[v % 3], kind: kind)
        case .removeRecognizer(let g):
            guard !recognizers.isEmpty else { return }
            let (recognizer, log) = recognizers[abs(g) % recognizers.count]
            guard let view = recognizer.view else { return }
            view.removeGestureRecognizer(recognizer)
            log.removed = true
        case .fingerDown(let f, let v):
            guard fingers[f % 2] == nil else { return }
            let view = views[v % 3]
            fingers[f % 2] = app.touchDown(
                at: view.convert(CGPoint(x: 50 + 5 * CGFloat(f % 2), y: 50), to: nil), in: window)
            app.advance(by: 0)
        case .fingerMove(let f, let dx, let dy):
            guard let touch = fingers[f % 2] else { return }
            let at = touch.location(in: nil)
            let moved = CGPoint(
                x: at.x + CGFloat(FuzzOperation.pick(FuzzTouchOperation.moves, dx)),
                y: at.y + CGFloat(FuzzOperation.pick(FuzzTouchOperation.moves, dy)))
            app.touchMove(touch, to: moved)
            app.advance(by: 1.0 / 60)
        case .fingerUp(let f), .fingerCancel(let f):
            guard let touch = fingers[f % 2] else { return }
            if case .fingerUp = operation { app.touchUp(touch) } else { app.touchCancel(touch) }
            fingers[f % 2] = nil
            app.advance(by: 0)
        case .tap(let v):
            guard fingers.allSatisfy({ $0 == nil }) || mode == .misuse else { return }
            let view = views[v % 3]
            app.tap(at: view.convert(CGPoint(x: 50, y: 50), to: nil), in: window)
        case .flick(let kind, let table):
            guard fingers.allSatisfy({ $0 == nil }) || mode == .misuse else { return }
            let flick = FuzzOperation.pick(FuzzTouchOperation.flicks, kind)
            if table { tableMovedSinceReload = true }
            let target: UIScrollView = table ? tableView : scrollView
            let start = target.convert(
                CGPoint(x: 160, y: target.bounds.midY - target.contentOffset.y + target.bounds.minY), to: nil)
            let startPoint = CGPoint(x: start.x, y: flick.distance > 0 ? start.y + 60 : start.y - 60)
            app.drag(
                from: startPoint, to: CGPoint(x: startPoint.x, y: startPoint.y - flick.distance),
                duration: flick.duration,
                in: window)
        case .reloadTable(let rows):
            if !tableView.isDragging && !tableView.isDecelerating { tableMovedSinceReload = false }
            tableSource.rows = FuzzOperation.pick(FuzzTouchOperation.rowCounts, rows)
            tableSource.generation += 1
            tableView.reloadData()
        }
    }

    private func add(_ name: String, to view: UIView, kind: Int) {
        let log = FuzzRecognizerLog(name: "g\(recognizers.count) (\(name) on \((view as? FuzzTouchView)?.name ?? "?"))")
        let handler: @MainActor (UIGestureRecognizer) -> Void = { [weak log] recognizer in log?.saw(recognizer.state) }
        let recognizer: UIGestureRecognizer
        switch kind % FuzzTouchOperation.recognizers.count {
        case 0: recognizer = UITapGestureRecognizer(handler: handler)
        case 1:
            let tap = UITapGestureRecognizer(handler: handler)
            tap.numberOfTapsRequired = 2
            recognizer = tap
        case 2: recognizer = UIPanGestureRecognizer(handler: handler)
        case 3: recognizer = UILongPressGestureRecognizer(handler: handler)
        case 4: recognizer = UISwipeGestureRecognizer(handler: handler)
        default: recognizer = UIPinchGestureRecognizer(handler: handler)
        }
        log.isDiscrete = recognizer is UITapGestureRecognizer || recognizer is UISwipeGestureRecognizer
        view.addGestureRecognizer(recognizer)
        recognizers.append((recognizer, log))
    }

    /// Lifts every finger, lets everything come to rest, and checks what must hold at rest.
    func windDown() {
        let app = UIApplication.shared
        for touch in fingers.compactMap({ $0 }) { app.touchUp(touch) }
        fingers = [nil, nil]
        app.advance(by: 0)
        FuzzSceneSupport.advance(
            until: { [scrollView, tableView] in
                ![scrollView, tableView].contains { $0.isDragging || $0.isDecelerating }
            }, limit: 5)
        app.advance(by: 1)
        let ledger = universe.ledger
        for (recognizer, log) in recognizers where recognizer.view != nil && recognizer.state != .possible {
            ledger.violations.append("\(log.name) is \(recognizer.state) with every finger up")
        }
        for view in views where !view.liveTouches.isEmpty {
            ledger.violations.append("\(view.name) has \(view.liveTouches.count) touches that never ended")
        }
        let resting = [("s", scrollView)] + (tableMovedSinceReload ? [("tv", tableView as UIScrollView)] : [])
        for (name, view) in resting {
            let inset = view.adjustedContentInset
            let minimum = -inset.top
            let maximum = max(minimum, view.contentSize.height + inset.bottom - view.bounds.height)
            let y = view.contentOffset.y
            if !(y >= minimum - 0.5 && y <= maximum + 0.5) {
                ledger.violations.append("\(name) came to rest at y \(y), outside \(minimum)…\(maximum)")
            }
        }
        for view in views { view.forgetEndedTouches() }
    }

    func problems(reports: [Diagnostic]) -> [String] {
        var problems = recognizers.flatMap { $0.log.takeProblems() } + views.flatMap { $0.takeProblems() }
        tableView.layoutIfNeeded()
        let rows = tableSource.rows
        if tableView.numberOfRows(inSection: 0) != rows {
            problems.append("tv has \(tableView.numberOfRows(inSection: 0)) rows, the model \(rows)")
        }
        var seen: Set<Int> = []
        for cell in tableView.visibleCells {
            guard let row = tableView.indexPath(for: cell)?.row else {
                problems.append("a visible cell of tv has no index path")
                continue
            }
            if row >= rows { problems.append("tv shows row \(row) of \(rows)") }
            if !seen.insert(row).inserted { problems.append("tv shows row \(row) twice") }
            if cell.tag != tableSource.generation * 1_000 + row {
                problems.append(
                    "tv's cell for row \(row) is stale (tag \(cell.tag), generation \(tableSource.generation))")
            }
        }
        return problems
    }
}
