import Benchmark
import BenchmarkSupport
import Foundation
import OpenUIKit

/// A list of `rows` rows of 44 pt: the data source of the benchmarks' tables.
@MainActor
final class NumberedRows: UITableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A table of `rows` rows filling a shown 390 × 844 window, laid out and committed.
@MainActor
func makeShownTable(rows: Int) -> (UITableView, NumberedRows) {
    UIApplication.shared.reset()
    let window = UIWindow()
    window.makeKeyAndVisible()
    let source = NumberedRows(rows: rows)
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    window.addSubview(table)
    UIApplication.shared.advance(by: 0)
    return (table, source)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(3), maxIterations: 500)

    Benchmark("Pan turn: one touch move delivered to the pan, a 10,000-row table scrolled 10 pt and re-tiled") {
        benchmark in
        let touch = await MainActor.run { () -> UITouch in
            _ = makeShownTable(rows: 10_000)
            let touch = UIApplication.shared.touchDown(at: CGPoint(x: 200, y: 700))
            UIApplication.shared.advance(by: 1.0 / 60)
            UIApplication.shared.touchMove(touch, to: CGPoint(x: 200, y: 680))  // past the pan's threshold: dragging
            UIApplication.shared.advance(by: 1.0 / 60)
            return touch
        }
        var y: CGFloat = 680
        await measure(benchmark) {
            y -= 10  // the finger keeps going up; 10,000 rows give 44,000 turns of room
            UIApplication.shared.touchMove(touch, to: CGPoint(x: 200, y: y))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
    }

    Benchmark("Flick to rest: a 1,000-row table flicked (300 pt in 0.1 s) and run until idle") { benchmark in
        let table = await MainActor.run { makeShownTable(rows: 1_000).0 }
        await measure(benchmark) {
            table.contentOffset = .zero
            UIApplication.shared.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.1)
            UIApplication.shared.runUntilIdle()
        }
    }
}
