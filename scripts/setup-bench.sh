#!/usr/bin/env bash
# The benchmark's system tools: Debian's chromium (Lighthouse), nginx (static server and the
# shipped reverse-proxy front) and redis-server (several instances). Needs root or sudo when they
# are missing.
set -euo pipefail
bash "$(dirname "$0")/setup-browser.sh"
bash "$(dirname "$0")/setup-nginx.sh"
bash "$(dirname "$0")/setup-redis.sh"
