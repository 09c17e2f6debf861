#!/usr/bin/env bash
# Installs Debian's Chromium for Playwright when it is missing (`npx playwright install` cannot
# download browsers here). Needs root or sudo.
set -euo pipefail
if [[ -x /usr/bin/chromium ]]; then
  exit 0
fi
echo "Installing Debian's chromium for the end-to-end tests…"
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
