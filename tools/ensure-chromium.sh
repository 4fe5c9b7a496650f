#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium (Playwright cannot download its own browser on these machines).
# Installs it when it is missing and this user can; otherwise says what to do.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests (once)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $browser: install it (Debian: sudo apt-get install chromium)," >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome binary." >&2
exit 1
