#!/usr/bin/env python3
"""The LayoutSolver benchmarks (Benchmarks/Benchmarks/LayoutSolver) with kiwisolver, for comparison.

Builds the same 40 × 25 grid of 1,000 views (left/top/width/height each; 8 pt spacing to the left and top
neighbour or the container's edge, equal widths and heights, the last column and row 8 pt from the container's
right and bottom edges) and times, with time.perf_counter over many repetitions:
  first solve  — make the constraints, add them to a new solver, updateVariables()
  edit         — suggestValue on the container width (edit variable, priority 999) + updateVariables()
Prints the median (p50) of each in microseconds, as `name p50_us`. kiwi runs from Python: each call crosses
the Python/C++ boundary, so kiwi's figures include that per-call overhead (about 4,000 calls per first solve,
two per edit).
"""
import statistics
import sys
import time

import kiwisolver as kiwi

SPACING = 8.0
COLUMNS, ROWS = 40, 25


class Grid:
    def __init__(self):
        self.cl, self.ct = kiwi.Variable("container.left"), kiwi.Variable("container.top")
        self.cw, self.ch = kiwi.Variable("container.width"), kiwi.Variable("container.height")
        count = COLUMNS * ROWS
        self.lefts = [kiwi.Variable(f"left{i}") for i in range(count)]
        self.tops = [kiwi.Variable(f"top{i}") for i in range(count)]
        self.widths = [kiwi.Variable(f"width{i}") for i in range(count)]
        self.heights = [kiwi.Variable(f"height{i}") for i in range(count)]

    def constraints(self, height):
        l, t, w, h = self.lefts, self.tops, self.widths, self.heights
        cs = [self.cl == 0, self.ct == 0, self.ch == height]
        for row in range(ROWS):
            for column in range(COLUMNS):
                i = row * COLUMNS + column
                cs.append(l[i] == self.cl + SPACING if column == 0 else l[i] == l[i - 1] + w[i - 1] + SPACING)
                cs.append(t[i] == self.ct + SPACING if row == 0 else t[i] == t[i - COLUMNS] + h[i - COLUMNS] + SPACING)
                if i > 0:
                    cs.append(w[i] == w[0])
                    cs.append(h[i] == h[0])
                if column == COLUMNS - 1:
                    cs.append(l[i] + w[i] + SPACING == self.cl + self.cw)
                if row == ROWS - 1:
                    cs.append(t[i] + h[i] + SPACING == self.ct + self.ch)
        return cs

    def solve(self, width, height):
        solver = kiwi.Solver()
        for c in self.constraints(height):
            solver.addConstraint(c)
        solver.addConstraint(self.cw == width)
        solver.updateVariables()
        return solver

    def editable(self, width, height):
        solver = kiwi.Solver()
        for c in self.constraints(height):
            solver.addConstraint(c)
        solver.addEditVariable(self.cw, 999)  # kiwi strength 999 (its "required" is 1001001000)
        solver.suggestValue(self.cw, width)
        solver.updateVariables()
        return solver


def p50_us(samples):
    return statistics.median(samples) * 1e6


def main():
    grid = Grid()
    first = []
    for _ in range(int(sys.argv[1]) if len(sys.argv) > 1 else 30):
        start = time.perf_counter()
        grid.solve(1000, 2000)
        first.append(time.perf_counter() - start)
    assert abs(grid.widths[999].value() - 16.8) < 1e-9 and abs(grid.heights[999].value() - 71.68) < 1e-9
    solver = grid.editable(1000, 2000)
    edits, width = [], 1000.0
    for _ in range(20000):
        width = 1001.0 if width == 1000.0 else 1000.0
        start = time.perf_counter()
        solver.suggestValue(grid.cw, width)
        solver.updateVariables()
        edits.append(time.perf_counter() - start)
    assert abs(grid.widths[0].value() - (1000.0 - 41 * SPACING) / 40) < 1e-9
    print(f"first_solve {p50_us(first):.1f}")
    print(f"edit {p50_us(edits):.2f}")


if __name__ == "__main__":
    main()
