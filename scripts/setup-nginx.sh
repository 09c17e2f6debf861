#!/usr/bin/env bash
# Installs Debian's nginx (nginx-light) when it is missing: the benchmark's static server and the
# shipped reverse-proxy front (deploy/nginx.conf), which e2e/nginx-front.spec.ts runs. Needs root or sudo.
set -euo pipefail
bash "$(dirname "$0")/install-debian-packages.sh" /usr/sbin/nginx "the reverse-proxy tests" nginx-light
