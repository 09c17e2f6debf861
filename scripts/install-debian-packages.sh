#!/usr/bin/env bash
# Installs Debian packages when the program (or file) they provide is missing. Needs root or sudo.
# Usage: install-debian-packages.sh PROGRAM PURPOSE PACKAGE...
set -euo pipefail
program=$1 purpose=$2
shift 2
if [[ -x $program || ( -f $program && $program != */bin/* ) ]]; then
  exit 0
fi
echo "Installing Debian's $* for $purpose…"
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "$@" >/dev/null
