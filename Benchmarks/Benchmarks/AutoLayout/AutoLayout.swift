import Benchmark
import BenchmarkSupport
import Foundation
import OpenUIKit

/// A grid of `columns` × `rows` views in a 390 × 844 root, each pinned by four constraints (leading and top to
/// its left and upper neighbours or the root, width and height equal to the first cell's), the first cell's
/// size fixed by two: about 4 constraints per view.
@MainActor
func makeGrid(columns: Int, rows: Int) -> (root: UIView, cells: [UIView], width: NSLayoutConstraint) {
    UIApplication.shared.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var cells: [UIView] = []
    var constraints: [NSLayoutConstraint] = []
    for row in 0..<rows {
        for column in 0..<columns {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(cell)
            let left = column == 0 ? root.leadingAnchor : cells[cells.count - 1].trailingAnchor
            let top = row == 0 ? root.topAnchor : cells[cells.count - columns].bottomAnchor
            constraints += [
                cell.leadingAnchor.constraint(equalTo: left, constant: 1),
                cell.topAnchor.constraint(equalTo: top, constant: 1),
            ]
            if let first = cells.first {
                constraints += [
                    cell.widthAnchor.constraint(equalTo: first.widthAnchor),
                    cell.heightAnchor.constraint(equalTo: first.heightAnchor),
                ]
            }
            cells.append(cell)
        }
    }
    let width = cells[0].widthAnchor.constraint(equalToConstant: 10)
    constraints += [width, cells[0].heightAnchor.constraint(equalToConstant: 10)]
    NSLayoutConstraint.activate(constraints)
    return (root, cells, width)
}

/// A pushed controller whose view holds 15 views with 4 constraints each (60 in all).
@MainActor
final class FormController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var previous: UIView?
        var constraints: [NSLayoutConstraint] = []
        for _ in 0..<15 {
            let field = UIView()
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            constraints += [
                field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                field.topAnchor.constraint(
                    equalTo: previous?.bottomAnchor ?? view.safeAreaLayoutGuide.topAnchor, constant: 8),
                field.heightAnchor.constraint(equalToConstant: 44),
            ]
            previous = field
        }
        NSLayoutConstraint.activate(constraints)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(3), maxIterations: 200)

    Benchmark("Grid first pass: 1,000 views, ~4,000 constraints, solved and laid out") { benchmark in
        for _ in benchmark.scaledIterations {
            let root = await MainActor.run { makeGrid(columns: 25, rows: 40).root }
            benchmark.startMeasurement()
            await MainActor.run { root.layoutIfNeeded() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Grid edit: one constant changed per frame in the 1,000-view grid, re-solved and laid out") {
        benchmark in
        let (root, width) = await MainActor.run { () -> (UIView, NSLayoutConstraint) in
            let grid = makeGrid(columns: 25, rows: 40)
            grid.root.layoutIfNeeded()
            return (grid.root, grid.width)
        }
        var step = 0
        await measure(benchmark) {
            step += 1
            width.constant = 10 + CGFloat(step % 5)
            root.layoutIfNeeded()
        }
    }

    Benchmark("Grid edit, solver only: one constant changed in the 1,000-view grid (re-solve and frame diff)") {
        benchmark in
        let width = await MainActor.run { () -> NSLayoutConstraint in
            let grid = makeGrid(columns: 25, rows: 40)
            grid.root.layoutIfNeeded()
            return grid.width
        }
        var step = 0
        await measure(benchmark) {
            step += 1
            width.constant = 10 + CGFloat(step % 5)
        }
    }

    Benchmark("Stack of 100 labels: a vertical stack view laid out") { benchmark in
        for _ in benchmark.scaledIterations {
            let root = await MainActor.run { () -> UIView in
                UIApplication.shared.reset()
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 5000))
                let stack = UIStackView(
                    arrangedSubviews: (0..<100).map { index in
                        let label = UILabel()
                        label.text = "Row \(index)"
                        return label
                    })
                stack.axis = .vertical
                stack.spacing = 4
                stack.frame = root.bounds
                root.addSubview(stack)
                return root
            }
            benchmark.startMeasurement()
            await MainActor.run { root.layoutIfNeeded() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Push a full-screen controller with 60 constraints (layout inside the transition)") { benchmark in
        let navigation = await MainActor.run { () -> UINavigationController in
            UIApplication.shared.reset()
            let navigation = UINavigationController(rootViewController: UIViewController())
            let window = UIWindow()
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            UIApplication.shared.advance(by: 0)
            return navigation
        }
        await measure(benchmark) {
            navigation.pushViewController(FormController(), animated: true)
            UIApplication.shared.advance(by: 0)
            navigation.popViewController(animated: false)
            UIApplication.shared.advance(by: 0)
        }
    }

    Benchmark("Layout pass of the 60-constraint screen (a constant changed, laid out)") { benchmark in
        let controller = await MainActor.run { () -> FormController in
            UIApplication.shared.reset()
            let controller = FormController()
            let window = UIWindow()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            UIApplication.shared.advance(by: 0)
            return controller
        }
        var step = 0
        await measure(benchmark) {
            step += 1
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: CGFloat(step % 2), left: 0, bottom: 0, right: 0)
            controller.view.layoutIfNeeded()
        }
    }
}
