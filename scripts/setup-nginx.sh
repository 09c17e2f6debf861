#!/usr/bin/env bash
# Installs Debian's nginx (nginx-light) when it is missing: the benchmark's static server and the
# shipped reverse-proxy front (deploy/nginx.conf), which e2e/nginx-front.spec.ts runs. Needs root or sudo.
set -euo pipefail
if [[ -x /usr/sbin/nginx ]]; then
  exit 0
fi
echo "Installing Debian's nginx for the reverse-proxy tests…"
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends nginx-light >/dev/null
/usr/sbin/nginx -v
