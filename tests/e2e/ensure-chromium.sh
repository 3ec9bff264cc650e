#!/usr/bin/env bash
# The browser tests use Debian's Chromium.
exec bash "$(dirname "$0")/../ensure-debian-package.sh" chromium "${CHROMIUM_PATH:-/usr/bin/chromium}"
