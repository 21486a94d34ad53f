import Benchmark
import Cassowary

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 1_000)

    Benchmark("Grid of 1,000 views: first solve (4,064 constraints)") { benchmark in
        let grid = LayoutGrid()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try grid.solve(containerWidth: 1000, containerHeight: 2000))
        }
    }

    Benchmark(
        "Grid of 1,000 views: one edited constant (container width) re-solved and written",
        configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(5), maxIterations: 1_000)
    ) { benchmark in
        let grid = LayoutGrid()
        let solver = try grid.editableSolver(containerWidth: 1000, containerHeight: 2000)
        var width = 1000.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            width = width == 1000 ? 1001 : 1000
            try solver.suggestValue(grid.containerWidth, width)
            solver.updateVariables()
        }
        benchmark.stopMeasurement()
        blackHole(grid.widths[999].value)
    }

    Benchmark(
        "Grid of 1,000 views: one required constant (container width) changed in place, re-solved and written",
        configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(5), maxIterations: 1_000)
    ) { benchmark in
        let grid = LayoutGrid()
        let solver = Solver()
        for constraint in grid.constraints(containerHeight: 2000) { try solver.addConstraint(constraint) }
        var fixedWidth = grid.containerWidth == 1000
        try solver.addConstraint(fixedWidth)
        var width = 1000.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            width = width == 1000 ? 1001 : 1000
            fixedWidth = try solver.updateConstant(of: fixedWidth, to: -width)
            solver.updateVariables()
        }
        benchmark.stopMeasurement()
        blackHole(grid.widths[999].value)
    }
}
