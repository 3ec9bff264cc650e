#!/usr/bin/env bash
# The browser tests use Debian's Chromium: its headless shell for most, the full browser for those
# tagged @full-browser (tests/e2e/chromium.ts).
set -euo pipefail
ENSURE="$(dirname "$0")/../ensure-debian-package.sh"
bash "$ENSURE" chromium "${CHROMIUM_PATH:-/usr/bin/chromium}"
bash "$ENSURE" chromium-headless-shell "${CHROMIUM_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
