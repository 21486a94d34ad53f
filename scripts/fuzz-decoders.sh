#!/usr/bin/env bash
# Coverage-guided fuzzing of the decoders and parsers with libFuzzer (docs/FUZZING.md, "Decoders").
#   scripts/fuzz-decoders.sh [RUNS] [FUZZER…]   RUNS executions per fuzzer (1,000,000 by default); the fuzzers
#   named (PNGDecoder JPEGDecoder AssetCatalog InterfaceBuilder), or all of them, one after the other.
#   FUZZ_SECONDS=<n> stops each fuzzer after n seconds if it has not made its RUNS by then.
#   FUZZ_LEAK_RUNS=<n> (10,000 by default; 0 skips it) runs each fuzzer a second time, n executions with
#   LeakSanitizer checking every input: the first run, for throughput, checks leaks only at exit.
#   FUZZ_BUILD_ONLY=1 builds the fuzzers named and runs nothing.
#   FUZZ_TIMEOUT=<s> (30 by default): libFuzzer's hang limit per input, in wall-clock seconds; raise it when the
#   fuzzers run niced on a busy machine, where a decode of a fraction of a second can wait minutes for the CPU.
#   FUZZ_NICE=<n> runs the fuzzers at that niceness (`nice -n n`).
# Builds each fuzzer with swiftc -sanitize=fuzzer,address into .build-fuzz/: the decoders' harnesses compiled into
# OpenCoreGraphics; the OpenUIKit harnesses as small modules over OpenUIKit, built once (instrumented, with
# -enable-testing so they reach its internal readers) with the modules below it as static libraries. Each starts
# from the regression corpus in Tests/FuzzCorpus/<fuzzer>/ (which `make test` replays) and writes new
# coverage-increasing inputs back into it, merged to a minimal set. A crash, a hang (FUZZ_TIMEOUT) or an allocation over
# 2 GB stops the run and leaves the input in .build-fuzz/<fuzzer>/ to add to the corpus once fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-1000000}"
shift || true
fuzzers=("$@")
[ ${#fuzzers[@]} -gt 0 ] || fuzzers=(PNGDecoder JPEGDecoder AssetCatalog InterfaceBuilder)
seconds="${FUZZ_SECONDS:-0}"
leak_runs="${FUZZ_LEAK_RUNS:-10000}"
timeout="${FUZZ_TIMEOUT:-30}"
niceness="${FUZZ_NICE:-0}"
out=.build-fuzz
mkdir -p "$out/modules" "$out/lib"
cflags=$(pkg-config --cflags-only-I cairo pangocairo | sed 's/-I/-Xcc -I/g')
libs=$(pkg-config --libs cairo pangocairo pangoft2 fontconfig)
cmodules="-I Sources/CCairo -I Sources/CZlib -I Sources/CJPEG -I Sources/CGIF -I Sources/CPango $cflags"
uikit="-lOpenUIKit -lOpenQuartzCore -lCassowary -lOpenCoreGraphics -lLogging"

# swiftc with the package's settings; the build log goes to $out/<log>.log, shown (without warnings) on failure.
compile() {
  local log=$1
  shift
  # shellcheck disable=SC2086
  if ! swiftc -O -parse-as-library -package-name OpenUIKit -I "$out/modules" $cmodules "$@" >"$out/$log.log" 2>&1; then
    grep -v "warning:" "$out/$log.log"
    exit 1
  fi
}

# A module of the package (or of swift-log) as a static library in $out/lib, its interface in $out/modules.
library() {
  local module=$1 directory=$2
  shift 2
  echo "Building $module"
  # shellcheck disable=SC2046
  compile "$module" -wmo -num-threads 2 -emit-library -static -emit-module \
    -emit-module-path "$out/modules/$module.swiftmodule" -module-name "$module" $(find "$directory" -name '*.swift') \
    "$@" -o "$out/lib/lib$module.a"
}

# One libFuzzer run of fuzzer $name in $work over its corpus, with the options given. Limits: $timeout s per input (a
# hang), 2 GB of memory and per allocation. The throughput run leaves leak checks to the end of the process
# (-detect_leaks=0 skips LeakSanitizer's whole-heap scan after every input that allocated); the leak run scans after
# each input, and a leak stops it as a crash does.
fuzz() {
  (cd "$work" && LSAN_OPTIONS="suppressions=$PWD/../../scripts/fuzz/lsan.supp" nice -n "$niceness" "../$name-fuzzer" \
    -max_len="$length" -rss_limit_mb=2048 -malloc_limit_mb=2048 -timeout="$timeout" -print_final_stats=1 "$@" \
    corpus "../../$corpus")
}

for name in "${fuzzers[@]}"; do
  case $name in
  PNGDecoder | JPEGDecoder)
    echo "Building the $name fuzzer"
    # shellcheck disable=SC2046,SC2086
    compile "$name-build" -sanitize=fuzzer,address -module-name OpenCoreGraphics \
      $(find Sources/OpenCoreGraphics -name '*.swift') "scripts/fuzz/${name}Fuzzer.swift" $libs -lz -ljpeg -lgif \
      -o "$out/$name-fuzzer"
    ;;
  AssetCatalog | InterfaceBuilder)
    if [ ! -e "$out/lib/libOpenUIKit.a" ]; then
      [ -d .build/checkouts/swift-log ] || swift package resolve >/dev/null
      library Logging .build/checkouts/swift-log/Sources/Logging
      library OpenCoreGraphics Sources/OpenCoreGraphics
      library Cassowary Sources/Cassowary
      library OpenQuartzCore Sources/OpenQuartzCore
      # The package builds OpenUIKit in the Swift 6 language mode, which reads bare /regex/ literals.
      library OpenUIKit Sources/OpenUIKit -enable-testing -enable-bare-slash-regex -sanitize=fuzzer,address
    fi
    echo "Building the $name fuzzer"
    # shellcheck disable=SC2086
    compile "$name-build" -sanitize=fuzzer,address -module-name "${name}Fuzzer" "scripts/fuzz/${name}Fuzzer.swift" \
      -L "$out/lib" $uikit $libs -lz -ljpeg -lgif -o "$out/$name-fuzzer"
    ;;
  *)
    echo "unknown fuzzer $name (PNGDecoder, JPEGDecoder, AssetCatalog, InterfaceBuilder)"
    exit 2
    ;;
  esac
  [ "${FUZZ_BUILD_ONLY:-0}" = 0 ] || continue
  corpus="Tests/FuzzCorpus/$name"
  work="$out/$name"
  mkdir -p "$work/corpus" "$corpus"
  # Xcode's xibs run to a few kilobytes; the other inputs stay small.
  length=8192
  [ "$name" != InterfaceBuilder ] || length=16384
  echo "Fuzzing $name for $runs executions"
  fuzz -runs="$runs" -max_total_time="$seconds" -detect_leaks=0
  if [ "$leak_runs" != 0 ]; then
    echo "Fuzzing $name for $leak_runs executions, LeakSanitizer checking each"
    fuzz -runs="$leak_runs" -max_total_time="$seconds" -detect_leaks=1
  fi
  echo "Merging the new inputs into $corpus"
  (cd "$work" && nice -n "$niceness" "../$name-fuzzer" -merge=1 -detect_leaks=0 -timeout="$timeout" "../../$corpus" corpus \
    >merge.log 2>&1) ||
    { tail -20 "$work/merge.log"; exit 1; }
done
