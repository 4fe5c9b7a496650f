#!/usr/bin/env bash
# The API reference's Python samples are run as written by a unit test (src/lib/snippets.test.ts): it needs python3
# with requests. Installs Debian's package when either is missing and this user can; otherwise says what to do.
set -euo pipefail
python3 -c 'import requests' >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's python3-requests for the samples test (once)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq python3-requests >/dev/null
  exit 0
fi
echo "The samples test needs python3 with requests (Debian: sudo apt-get install python3-requests)." >&2
exit 1
