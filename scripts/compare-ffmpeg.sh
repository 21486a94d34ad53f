#!/usr/bin/env bash
# Compares the gallery's own APNG output with ffmpeg's APNG of the same frames, per demo: file size, wall
# time (ours: record + render + encode; ffmpeg: encode only) and peak RSS, all from `/usr/bin/time -v`.
# Skips (exit 0) when ffmpeg or GNU time is absent: the project never requires ffmpeg.
#
#   scripts/compare-ffmpeg.sh [demo…]     (default: every demo; FPS=60 SCALE=2 GALLERY=path override)
set -euo pipefail
cd "$(dirname "$0")/.."

command -v ffmpeg >/dev/null || { echo "ffmpeg not installed: skipping the comparison (apt-get install -y ffmpeg)"; exit 0; }
[ -x /usr/bin/time ] || { echo "GNU time (/usr/bin/time) not installed: skipping the comparison"; exit 0; }

FPS=${FPS:-60}
SCALE=${SCALE:-2}
GALLERY=${GALLERY:-}
if [ -z "$GALLERY" ]; then
  swift build -c release --product gallery >/dev/null
  GALLERY="$(swift build -c release --show-bin-path)/gallery"
fi
demos=("$@")
[ ${#demos[@]} -gt 0 ] || mapfile -t demos < <("$GALLERY" list | awk '{print $1}')

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Prints "wallSeconds cpuSeconds peakKiB" from a `/usr/bin/time -v` log.
measured() {
  awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i] }
              /User time|System time/ { cpu += $2 }
              /Maximum resident set size/ { kb = $2 } END { printf "%.2f %.2f %d", s, cpu, kb }' "$1"
}

printf '%-22s %6s %9s %9s %6s %7s %7s %6s %7s %7s %9s %8s\n' demo frames "ours B" "ffmpeg B" size \
  "ours s" "ffm s" speed "ours cpu" "ffm cpu" "ours MiB" "ffm MiB"
for demo in "${demos[@]}"; do
  out="$work/$demo"
  "$GALLERY" render "$demo" --format frames --fps "$FPS" --scale "$SCALE" --out "$out/frames" >/dev/null 2>&1
  /usr/bin/time -v "$GALLERY" render "$demo" --format apng --fps "$FPS" --scale "$SCALE" --out "$out/apng" \
    >/dev/null 2>"$out/ours.time"
  /usr/bin/time -v ffmpeg -y -loglevel error -framerate "$FPS" -i "$out/frames/$demo-frames/frame-%05d.png" \
    -f apng -plays 0 "$out/ffmpeg.apng" 2>"$out/ffmpeg.time"
  read -r ours_s ours_cpu ours_kb <<<"$(measured "$out/ours.time")"
  read -r ffm_s ffm_cpu ffm_kb <<<"$(measured "$out/ffmpeg.time")"
  ours_b=$(stat -c %s "$out/apng/$demo.png")
  ffm_b=$(stat -c %s "$out/ffmpeg.apng")
  frames=$(ls "$out/frames/$demo-frames" | wc -l)
  printf '%-22s %6d %9d %9d %5.2fx %7.2f %7.2f %5.1fx %8.2f %7.2f %9.1f %8.1f\n' "$demo" "$frames" "$ours_b" "$ffm_b" \
    "$(echo "$ours_b / $ffm_b" | bc -l)" "$ours_s" "$ffm_s" "$(echo "$ffm_s / $ours_s" | bc -l)" "$ours_cpu" "$ffm_cpu" \
    "$(echo "$ours_kb / 1024" | bc -l)" "$(echo "$ffm_kb / 1024" | bc -l)"
done
echo "size: ours / ffmpeg (≤ 1 is the goal); speed: ffmpeg's encode wall time / our whole render's (≥ 5 is the goal);"
echo "cpu: user + system seconds; load on the machine: $(cut -d' ' -f1-3 /proc/loadavg)"
