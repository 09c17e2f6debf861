#!/usr/bin/env bash
# npm run plugin:i18n — the plugin's translations with Debian's gettext, in wordpress/exchange-office-site/languages/:
#   exchange-office-site.pot      every string of the plugin (xgettext over its PHP files)
#   exchange-office-site-uk.po    the Ukrainian translations, brought up to date with the .pot
#                                 (msgmerge: new strings empty, strings no longer used dropped)
#   exchange-office-site-uk.mo    what WordPress reads (msgfmt --check)
# After adding or changing a string: run it, translate the new strings in the .po (msgstr), run it
# again, commit the three files. It fails while a string has no Ukrainian translation, and lists them.
# `--check` changes nothing and fails when the committed files are not what the code makes
# (scripts/plugin-i18n.test.ts runs it).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v xgettext >/dev/null; then
  if [[ $(id -u) -eq 0 ]]; then apt-get install -y -qq --no-install-recommends gettext >/dev/null
  else sudo apt-get install -y -qq --no-install-recommends gettext >/dev/null; fi
fi
PLUGIN=wordpress/exchange-office-site
LANGS="$PLUGIN/languages"
CHECK=${1:-}
OUT=$LANGS
if [[ $CHECK == --check ]]; then
  OUT=$(mktemp -d)
  trap 'rm -rf "$OUT"' EXIT
  cp "$LANGS/exchange-office-site-uk.po" "$OUT/"
fi
POT="$OUT/exchange-office-site.pot"
PO="$OUT/exchange-office-site-uk.po"
MO="$OUT/exchange-office-site-uk.mo"
mkdir -p "$OUT"
version=$(sed -n 's/^ \* Version: *//p' "$PLUGIN/exchange-office-site.php")
# File names relative to the plugin, sorted, without line numbers or a creation date: the .pot
# changes only when a string does.
# The plugin header's name and description, which the Plugins screen shows translated (as
# WordPress's own tools extract them), come first.
header=$(mktemp)
trap 'rm -f "$header"; if [[ $CHECK == --check ]]; then rm -rf "$OUT"; fi' EXIT
{
  echo '<?php'
  for field in 'Plugin Name' 'Description'; do
    value=$(sed -n "s/^ \* $field: *//p" "$PLUGIN/exchange-office-site.php")
    printf "/* translators: %s of the plugin */ __('%s', 'exchange-office-site');\n" "$field" "${value//\'/\\\'}"
  done
} > "$header"
(cd "$PLUGIN" && { echo "$header"; find . -name '*.php' | sed 's|^\./||' | LC_ALL=C sort; } | xargs xgettext --language=PHP --from-code=UTF-8 \
  --keyword=__ --keyword=_e --keyword=esc_html__ --keyword=esc_html_e --keyword=esc_attr__ --keyword=esc_attr_e \
  --keyword=_x:1,2c --keyword=esc_html_x:1,2c --keyword=esc_attr_x:1,2c --keyword=_n:1,2 --keyword=_nx:1,2,4c \
  --add-comments=translators: --add-location=file --sort-by-file --no-wrap \
  --package-name='Exchange Office Site' --package-version="$version" -o - ) \
  | sed -e "s|^#: $header|#: exchange-office-site.php|" -e "s|$header ||" -e '/^"POT-Creation-Date:/d' -e 's/charset=CHARSET/charset=UTF-8/' -e '/^# SOME DESCRIPTIVE TITLE/d' \
        -e '/^# Copyright (C) YEAR/d' -e '/^# This file is distributed under/d' -e '/^# FIRST AUTHOR/d' -e '/^#, fuzzy$/d' > "$POT"
if [[ ! -f "$PO" ]]; then
  msginit --no-translator --locale=uk --input="$POT" --output-file="$PO" >/dev/null 2>&1
fi
msgmerge --quiet --update --backup=none --no-fuzzy-matching --add-location=file --sort-by-file --no-wrap "$PO" "$POT"
msgattrib --no-obsolete --no-wrap --output-file="$PO" "$PO"
msgfmt --check --output-file="$MO" "$PO"
missing=$( { msgattrib --untranslated --no-obsolete --no-wrap "$PO"; msgattrib --only-fuzzy --no-obsolete --no-wrap "$PO"; } | grep '^msgid "' | grep -v '^msgid ""$' || true)
if [[ -n $missing ]]; then
  echo "$LANGS/exchange-office-site-uk.po: strings without a Ukrainian translation:"
  echo "$missing"
  exit 1
fi
if [[ $CHECK == --check ]]; then
  for file in exchange-office-site.pot exchange-office-site-uk.po exchange-office-site-uk.mo; do
    if ! cmp -s "$OUT/$file" "$LANGS/$file"; then
      echo "$LANGS/$file is not what the plugin's strings make: run npm run plugin:i18n and commit it"
      diff <(cat "$LANGS/$file" 2>/dev/null | strings) <(strings "$OUT/$file") | head -20 || true
      exit 1
    fi
  done
  echo "$LANGS: up to date, every string translated"
  exit 0
fi
echo "$POT, $PO, $MO: $(grep -c '^msgid "' "$POT") strings, all translated"
