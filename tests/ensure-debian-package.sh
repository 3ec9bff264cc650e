#!/usr/bin/env bash
# Installs a Debian package when the program it provides is missing (never a downloaded build).
# Usage: ensure-debian-package.sh <package> <program path>
set -euo pipefail
PACKAGE="$1"
PROGRAM="$2"
if [ -x "$PROGRAM" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "$PACKAGE is missing at $PROGRAM: install it with 'sudo apt-get install -y $PACKAGE'" >&2
  exit 1
fi
echo "Installing $PACKAGE from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$PACKAGE" >/dev/null
