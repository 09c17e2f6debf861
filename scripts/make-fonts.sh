#!/usr/bin/env bash
# Makes the site's web fonts from the variable Inter files in styles/fonts/source (fontsource's
# latin and cyrillic subsets, weight axis 100–900): the weight axis is cut to 400–700, the only
# weights the styles use (tokens $font-weight-regular … -bold), which makes the two files 26%
# lighter (67 → 50 KB) with the same glyphs, kerning and features. The outputs are committed, so
# this runs only when the sources change. Installs Debian's fonttools if missing.
# The OpenType features the styles never ask for (fractions, numerators, denominators, explicit
# proportional figures) go too, with the glyphs only they reach: another 4 KB off the Latin file.
# So do those that only act on combining marks and other languages' letter forms (ccmp, mark, mkmk,
# locl): Ukrainian and English text is precomposed, and Inter has no Ukrainian or English local
# forms. Both files preload on every page, so their bytes sit before its largest paint: 44.6 →
# 38.2 KB. Kept: kerning, contextual alternates (the colon between digits, punctuation between
# capitals) and tabular figures.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-debian-packages.sh /usr/bin/fonttools "cutting the font files" fonttools python3-brotli
bash scripts/install-debian-packages.sh /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf "measuring the fallback faces" fonts-liberation
# A fixed head.modified, so that a re-run gives the same bytes.
export SOURCE_DATE_EPOCH=0
for subset in latin cyrillic; do
  tmp=$(mktemp --suffix=.ttf)
  /usr/bin/fonttools varLib.instancer "styles/fonts/source/inter-$subset-wght-normal.woff2" wght=400:700 -o "$tmp" >/dev/null 2>&1
  /usr/bin/pyftsubset "$tmp" --unicodes='*' --layout-features='calt,kern,tnum' \
    --flavor=woff2 --output-file="styles/fonts/inter-$subset-wght-400-700.woff2" >/dev/null 2>&1
  rm -f "$tmp"
done
ls -l styles/fonts/*.woff2
# The local stand-ins, resized to the new files' widths (scripts/font-fallbacks.ts).
npx tsx scripts/make-font-fallbacks.ts
