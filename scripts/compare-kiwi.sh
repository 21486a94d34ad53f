#!/bin/sh
# Compares the constraint solver (Sources/Cassowary) with kiwisolver on the same 1,000-view grid: runs the
# LayoutSolver benchmarks (ordo-one/benchmark, release build) and scripts/kiwi-benchmark.py, then prints the
# p50 wall-clock figures and the ratio ours/kiwi (≤ 1.0: we are no slower). kiwi is driven from Python, so its
# figures include the Python→C++ call overhead of each addConstraint/suggestValue/updateVariables.
#
#     scripts/compare-kiwi.sh            (KIWI_REPETITIONS=5 first solves in kiwi by default: each takes seconds)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "Running the LayoutSolver benchmarks (builds the Benchmarks package in release the first time)…" >&2
(cd "$root/Benchmarks" && swift package --allow-writing-to-package-directory benchmark --target LayoutSolver \
    --no-progress >"$out/ours.txt")
echo "Running the same grid in kiwisolver…" >&2
python3 "$root/scripts/kiwi-benchmark.py" "${KIWI_REPETITIONS:-5}" >"$out/kiwi.txt"
python3 - "$out/ours.txt" "$out/kiwi.txt" <<'PYTHON'
import re
import sys

units = {"ns": 1e-3, "μs": 1.0, "us": 1.0, "ms": 1e3, "s": 1e6}
ours, name = {}, None
for line in open(sys.argv[1], encoding="utf-8"):
    if line.startswith("Grid of 1,000 views:"):
        name = "first_solve" if "first solve" in line else "edit"
    match = re.match(r"│ Time \(wall clock\) \((\w+)\) \*?\s*│([^│]*)│([^│]*)│([^│]*)│", line)
    if name and match:
        ours[name] = float(match.group(4).strip()) * units[match.group(1)]
        name = None
kiwi = {key: float(value) for key, value in (line.split() for line in open(sys.argv[2]))}
print(f"{'p50 wall clock (µs)':44} {'OpenUIKit':>12} {'kiwi (Python)':>14} {'ratio':>8}")
for key, label in (("first_solve", "1,000-view grid, first solve"), ("edit", "one edited constant, re-solve + update")):
    print(f"{label:44} {ours[key]:12.1f} {kiwi[key]:14.1f} {ours[key] / kiwi[key]:8.3f}")
PYTHON
