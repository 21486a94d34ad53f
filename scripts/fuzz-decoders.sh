#!/usr/bin/env bash
# Coverage-guided fuzzing of the decoders with libFuzzer (docs/FUZZING.md, "Decoders").
#   scripts/fuzz-decoders.sh [RUNS]   RUNS executions per decoder (1,000,000 by default)
# Builds each fuzzer with swiftc -sanitize=fuzzer,address into .build-fuzz/, starts from the regression corpus in
# Tests/FuzzCorpus/<decoder>/ (which `make test` replays) and writes new coverage-increasing inputs back into it,
# merged to a minimal set. A crash, a hang (30 s) or an allocation over 2 GB stops the run and leaves the input in
# .build-fuzz/<decoder>/ to add to the corpus once fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-1000000}"
out=.build-fuzz
mkdir -p "$out"
cflags=$(pkg-config --cflags cairo | sed 's/-I/-Xcc -I/g')
for decoder in PNGDecoder JPEGDecoder; do
  echo "Building the $decoder fuzzer"
  # shellcheck disable=SC2046,SC2086
  if ! swiftc -O -sanitize=fuzzer,address -parse-as-library -package-name OpenUIKit -module-name OpenCoreGraphics \
    -I Sources/CCairo -I Sources/CZlib -I Sources/CJPEG -I Sources/CGIF $cflags $(find Sources/OpenCoreGraphics -name '*.swift') \
    "scripts/fuzz/${decoder}Fuzzer.swift" -lcairo -lz -ljpeg -lgif -o "$out/$decoder-fuzzer" >"$out/$decoder-build.log" 2>&1; then
    grep -v "warning:" "$out/$decoder-build.log"
    exit 1
  fi
  corpus="Tests/FuzzCorpus/$decoder"
  work="$out/$decoder"
  mkdir -p "$work/corpus"
  echo "Fuzzing $decoder for $runs executions"
  (cd "$work" && "../$decoder-fuzzer" -runs="$runs" -max_len=8192 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
    -timeout=30 -print_final_stats=1 corpus "../../$corpus")
  echo "Merging the new inputs into $corpus"
  "$out/$decoder-fuzzer" -merge=1 "$corpus" "$work/corpus" >/dev/null 2>&1
done
