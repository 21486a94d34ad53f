#!/usr/bin/env bash
# Installs the Debian packages given that are missing: with apt-get when run as root, otherwise prints the
# one command to run and fails — or, with --optional, says what the packages are for and succeeds.
#   scripts/install-packages.sh [--optional "what they are for"] PACKAGE...
set -euo pipefail
purpose=""
if [ "${1:-}" = "--optional" ]; then
  purpose="$2"
  shift 2
fi
missing=""
for p in "$@"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = "0" ]; then
  echo "Installing:$missing"
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$missing >/dev/null; }; then
    [ -z "$purpose" ] && exit 1
    echo "Could not install:$missing ($purpose; those tests are skipped)."
  fi
elif [ -n "$purpose" ]; then
  echo "Missing system packages:$missing ($purpose; those tests are skipped)."
  echo "Run: sudo apt-get install -y$missing"
else
  echo "Missing system packages:$missing"
  echo "Run: sudo apt-get install -y$missing"
  exit 1
fi
