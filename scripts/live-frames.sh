#!/usr/bin/env bash
# Measures the live window's frame times on the two sessions the Gallery article quotes, under a virtual X
# server of its own, driven with xdotool: `gallery live --scale 2` (390 × 844 pt, a 780 × 1688 window)
#   home   pushes the page-scroll demo from the home list and pops back;
#   news   pushes page-scroll, swipes its pages twice, pops, pushes news-children and plays its slides.
# Prints, per session and run, the summary the live host prints at exit (p50, p99, max).
#
#   scripts/live-frames.sh [runs]     (default 1; GALLERY=path to use a built gallery, DISPLAY_NUMBER=77)
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in Xvfb xdotool; do
  command -v "$tool" >/dev/null || { echo "$tool not installed (apt-get install -y xvfb xdotool)"; exit 2; }
done
RUNS=${1:-1}
GALLERY=${GALLERY:-}
if [ -z "$GALLERY" ]; then
  swift build -c release --product gallery >/dev/null
  GALLERY="$(swift build -c release --show-bin-path)/gallery"
fi
DISPLAY_NUMBER=${DISPLAY_NUMBER:-77}
export DISPLAY=":$DISPLAY_NUMBER"

Xvfb "$DISPLAY" -screen 0 1700x2400x24 -nolisten tcp >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 100); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

# Window pixels at scale 2. The home list (44 pt bar, 28 pt section headers, 56 pt rows) is first scrolled by
# SCROLL_STEPS wheel steps of 40 pt (UIScrollView.wheelStep; a table scrolls by it without animation), which brings
# the child-controller section into view: four sections of 24 rows above it, news-children its first row and
# page-scroll its fifth. Then the bar's back button, the middle of the page-scroll demo's pager and the demo bar's
# Play button.
HEADER=${HEADER:-28}
SCROLL_STEPS=35
ABOVE=$(( 4 * HEADER + 24 * 56 + HEADER - SCROLL_STEPS * 40 ))
NEWS_CHILDREN_ROW=(300 "$(( 2 * (44 + ABOVE + 28) ))")
PAGE_SCROLL_ROW=(300 "$(( 2 * (44 + ABOVE + 4 * 56 + 28) ))")
BACK=(40 44)
PLAY=(720 44)
PAGER_Y=888

click() { xdotool mousemove --window "$window" "$1" "$2" click 1; }
swipe() {
  xdotool mousemove --window "$window" 600 "$PAGER_Y" mousedown 1
  for x in 540 480 420 360 300 240 180; do sleep 0.016; xdotool mousemove --window "$window" "$x" "$PAGER_Y"; done
  xdotool mouseup 1
}

session() {
  local name=$1 log
  log=$(mktemp)
  "$GALLERY" live --scale 2 >"$log" 2>&1 &
  local gallery=$!
  window=""
  for _ in $(seq 200); do
    window=$(xdotool search --name '^OpenUIKit' 2>/dev/null | head -1 || true)
    [ -n "$window" ] && break
    sleep 0.1
  done
  sleep 1.5
  xdotool mousemove --window "$window" 300 900 click --repeat "$SCROLL_STEPS" --delay 20 5
  sleep 0.5
  case $name in
    home)
      click "${PAGE_SCROLL_ROW[@]}"; sleep 1.5
      click "${BACK[@]}"; sleep 1.5
      ;;
    news)
      click "${PAGE_SCROLL_ROW[@]}"; sleep 1.5
      swipe; sleep 1.2
      swipe; sleep 1.2
      click "${BACK[@]}"; sleep 1.5
      click "${NEWS_CHILDREN_ROW[@]}"; sleep 1.5
      click "${PLAY[@]}"; sleep 4.5
      ;;
  esac
  xdotool key --window "$window" Escape 2>/dev/null || true
  wait "$gallery" || true
  echo "$name: $(grep 'frames drawn' "$log")"
  rm -f "$log"
}

for _ in $(seq "$RUNS"); do
  session home
  session news
done
