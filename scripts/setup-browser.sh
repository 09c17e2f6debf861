#!/usr/bin/env bash
# Installs Debian's Chromium for Playwright when it is missing (`npx playwright install` cannot
# download browsers here): the browser (Lighthouse, screenshots) and its headless shell (the
# end-to-end tests). Needs root or sudo.
set -euo pipefail
bash "$(dirname "$0")/install-debian-packages.sh" /usr/bin/chromium "Lighthouse and the screenshots" chromium fonts-dejavu-core
bash "$(dirname "$0")/install-debian-packages.sh" /usr/bin/chromium-headless-shell "the end-to-end tests" chromium-headless-shell fonts-dejavu-core
# Arial's metrics on Linux, as on most Linux desktops: the local face Inter's fallback resizes
# (styles/_font-fallbacks.scss), so pages painted before Inter arrives are laid out as a visitor's.
bash "$(dirname "$0")/install-debian-packages.sh" /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf "Inter's fallback face" fonts-liberation
