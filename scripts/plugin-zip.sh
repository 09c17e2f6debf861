#!/usr/bin/env bash
# npm run plugin:zip — the plugin as WordPress installs it (Plugins → Add New → Upload Plugin):
# .tmp/exchange-office-site.zip holds the folder exchange-office-site/ with the files git has there
# (the tests live in wordpress/tests/, outside it), its translations among them (languages/: the
# .pot of its strings and the Ukrainian .po/.mo, made by npm run plugin:i18n). Installs Debian's
# zip when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT="$ROOT/.tmp/exchange-office-site.zip"
if ! command -v zip >/dev/null; then
  if [[ $(id -u) -eq 0 ]]; then apt-get install -y -qq --no-install-recommends zip >/dev/null
  else sudo apt-get install -y -qq --no-install-recommends zip >/dev/null; fi
fi
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$ROOT/.tmp"
(cd wordpress && git ls-files --cached --others --exclude-standard exchange-office-site) | while IFS= read -r file; do
  [[ -f "wordpress/$file" ]] || continue
  mkdir -p "$STAGE/$(dirname "$file")"
  cp "wordpress/$file" "$STAGE/$file"
done
rm -f "$OUT"
(cd "$STAGE" && zip -q -r -X "$OUT" exchange-office-site)
echo "$OUT: $(unzip -Z1 "$OUT" | grep -vc '/$') files, $(($(stat -c %s "$OUT") / 1024)) KB"
