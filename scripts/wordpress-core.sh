#!/usr/bin/env bash
# Prints the folder of WordPress's core files for WP_RELEASE, bringing that release here first:
#   current  6.8 from Debian 13's `wordpress`, `wordpress-l10n` and `wordpress-theme-twentytwentyfive`
#            packages, downloaded into .cache/wordpress-debs (kept between runs) and unpacked into .cache/wordpress-6.8,
#            without changing the machine's Debian release (its own apt lists, under .cache)
#   oldest   6.1, Debian 12's `wordpress` package at /usr/share/wordpress
# Debian's packages of this machine that both need (PHP, MariaDB, core's JavaScript and getID3)
# are installed by scripts/wordpress.sh. Nothing is printed on stdout but the folder.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
RELEASE=${WP_RELEASE:-current}
CURRENT_SUITE=trixie
CURRENT_VERSION=6.8

case "$RELEASE" in
  oldest) echo /usr/share/wordpress; exit 0 ;;
  current) ;;
  *) echo "WP_RELEASE is '$RELEASE': current or oldest" >&2; exit 2 ;;
esac

CACHE="$ROOT/.cache"
TREE="$CACHE/wordpress-$CURRENT_VERSION"
CORE="$TREE/usr/share/wordpress"
if [[ -f "$CORE/wp-includes/version.php" && -L "$TREE/usr/share/javascript" && -d "$CORE/wp-content/themes/twentytwentyfive" ]]; then
  echo "$CORE"
  exit 0
fi

DEBS="$CACHE/wordpress-debs"
mkdir -p "$DEBS"
if ! compgen -G "$DEBS/wordpress_*.deb" >/dev/null || ! compgen -G "$DEBS/wordpress-l10n_*.deb" >/dev/null \
  || ! compgen -G "$DEBS/wordpress-theme-twentytwentyfive_*.deb" >/dev/null; then
  as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }
  # The mirror this machine already uses, with the newer suite's name.
  mirror=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/* 2>/dev/null \
    | sed -nE 's#^(URIs:[[:space:]]*|deb[[:space:]]+(\[[^]]*\][[:space:]]+)?)(https?://[^[:space:]]+/debian)/?([[:space:]].*)?$#\3#p' | head -n 1 || true)
  [[ -n $mirror ]] || { echo "no Debian mirror in /etc/apt/sources.list*" >&2; exit 1; }
  lists="$CACHE/apt-$CURRENT_SUITE/lists"
  mkdir -p "$lists/partial"
  echo "deb $mirror $CURRENT_SUITE main" > "$CACHE/apt-$CURRENT_SUITE/sources.list"
  apt_options=(-o "Dir::Etc::sourcelist=$CACHE/apt-$CURRENT_SUITE/sources.list" -o Dir::Etc::sourceparts=/dev/null
    -o "Dir::State::Lists=$lists" -o "Dir::Cache::archives=$DEBS" -o APT::Sandbox::User=root)
  echo "fetching WordPress $CURRENT_VERSION from Debian $CURRENT_SUITE" >&2
  as_root apt-get "${apt_options[@]}" update -qq >&2
  # Twenty Twenty-Five: WordPress's own default theme, to compare the site's rendering of posts with
  # (scripts/content-screenshots.ts); the plugin does not need a theme.
  (cd "$DEBS" && as_root apt-get "${apt_options[@]}" download wordpress wordpress-l10n wordpress-theme-twentytwentyfive >&2)
fi

rm -rf "$TREE"
mkdir -p "$TREE"
for deb in "$DEBS"/wordpress_*.deb "$DEBS"/wordpress-l10n_*.deb "$DEBS"/wordpress-theme-twentytwentyfive_*.deb; do
  dpkg -x "$deb" "$TREE"
done
grep -q "wp_version = '$CURRENT_VERSION" "$CORE/wp-includes/version.php" \
  || { echo "the unpacked core is not $CURRENT_VERSION" >&2; exit 1; }
# Debian's core reaches its JavaScript libraries and getID3 through relative symlinks
# (../../../javascript/…, ../../../php/getid3/…): this machine's packages provide them.
rm -rf "$TREE/usr/share/javascript" "$TREE/usr/share/php"
ln -s /usr/share/javascript "$TREE/usr/share/javascript"
ln -s /usr/share/php "$TREE/usr/share/php"
echo "$CORE"
