#!/usr/bin/env bash
# Fails when `npm install` would rewrite package-lock.json (an entry missing, such as another
# platform's optional binary, or a package.json change the lockfile does not follow), so that the
# first command on a fresh clone leaves the tree unmodified, or would print an engine warning
# (EBADENGINE: a dependency that refuses this Node) or an install-script warning (a dependency's
# script that package.json's `allowScripts` neither allows nor denies). npm resolves the lockfile
# alone (--package-lock-only) in a temporary copy: no node_modules is touched, nothing runs, it
# takes seconds.
#
#   bash scripts/check-lockfile.sh [FOLDER]   (FOLDER holds package.json and package-lock.json; default: the project)
set -uo pipefail
source_dir=${1:-"$(dirname "$0")/.."}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$source_dir/package.json" "$source_dir/package-lock.json" "$work/" || exit 1
# Without --ignore-scripts, so that npm reports the install scripts it would skip.
if ! (cd "$work" && npm install --package-lock-only --no-audit --no-fund > npm.log 2>&1); then
  echo "npm install --package-lock-only failed:"; tail -n 20 "$work/npm.log"; exit 1
fi
if grep -E 'EBADENGINE|install-scripts' "$work/npm.log"; then
  echo "npm install warns (above) on Node $(node --version): see package.json's engines and allowScripts."
  exit 1
fi
if ! diff -u "$source_dir/package-lock.json" "$work/package-lock.json" > "$work/lockfile.diff"; then
  echo "npm install would rewrite package-lock.json: commit the lockfile as npm install writes it."
  head -n 40 "$work/lockfile.diff"
  exit 1
fi
echo "package-lock.json is what npm install writes."
