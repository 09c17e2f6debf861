#!/usr/bin/env bash
# npm run plugin:zip — the plugin as WordPress installs it (Plugins → Add New → Upload Plugin):
# .tmp/exchange-office-site.zip holds the folder exchange-office-site/ with the files git has there
# (the tests live in wordpress/tests/, outside it) and languages/exchange-office-site.pot, the
# strings to translate, made by xgettext. Installs Debian's zip and gettext when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT="$ROOT/.tmp/exchange-office-site.zip"
missing=()
command -v zip >/dev/null || missing+=(zip)
command -v xgettext >/dev/null || missing+=(gettext)
if [[ ${#missing[@]} -gt 0 ]]; then
  if [[ $(id -u) -eq 0 ]]; then apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; fi
fi
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$ROOT/.tmp" "$STAGE/exchange-office-site/languages"
(cd wordpress && git ls-files --cached --others --exclude-standard exchange-office-site) | while IFS= read -r file; do
  [[ -f "wordpress/$file" ]] || continue
  mkdir -p "$STAGE/$(dirname "$file")"
  cp "wordpress/$file" "$STAGE/$file"
done
version=$(sed -n 's/^ \* Version: *//p' wordpress/exchange-office-site/exchange-office-site.php)
(cd "$STAGE/exchange-office-site" && find . -name '*.php' | sort | xargs xgettext --language=PHP --from-code=UTF-8 \
  --keyword=__ --keyword=_e --keyword=esc_html__ --keyword=esc_html_e --keyword=esc_attr__ --keyword=esc_attr_e \
  --keyword=_x:1,2c --keyword=_n:1,2 --add-comments=translators: --package-name='Exchange Office Site' \
  --package-version="$version" -o languages/exchange-office-site.pot)
rm -f "$OUT"
(cd "$STAGE" && zip -q -r -X "$OUT" exchange-office-site)
echo "$OUT: $(unzip -Z1 "$OUT" | grep -vc '/$') files, $(($(stat -c %s "$OUT") / 1024)) KB"
