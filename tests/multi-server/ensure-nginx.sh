#!/usr/bin/env bash
# The multi-server test puts Debian's nginx in front of two servers.
exec bash "$(dirname "$0")/../ensure-debian-package.sh" nginx "${NGINX_PATH:-/usr/sbin/nginx}"
