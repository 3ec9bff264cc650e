#!/usr/bin/env bash
# The multi-server test puts Debian's nginx in front of two servers; install it when it is missing.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "nginx is missing at $NGINX: install it with 'sudo apt-get install -y nginx'" >&2
  exit 1
fi
echo "Installing nginx from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq nginx >/dev/null
