#!/usr/bin/env bash
# Installs Debian's Chromium for Playwright when it is missing (`npx playwright install` cannot
# download browsers here). Needs root or sudo.
set -euo pipefail
bash "$(dirname "$0")/install-debian-packages.sh" /usr/bin/chromium "the end-to-end tests" chromium fonts-dejavu-core
