#!/usr/bin/env bash
# Installs Debian's redis-server when it is missing: the shared cache of several instances, which
# scripts/test-redis.sh and the benchmark start on a private port and folder. Needs root or sudo.
set -euo pipefail
bash "$(dirname "$0")/install-debian-packages.sh" /usr/bin/redis-server "the shared cache of several instances" redis-server
