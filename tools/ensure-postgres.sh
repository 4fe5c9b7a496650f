#!/usr/bin/env bash
# The accounts-store tests start their own throw-away PostgreSQL server with Debian's binaries. Installs them
# when they are missing and this user can; otherwise says what to do.
set -euo pipefail
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's postgresql for the accounts-store tests (once)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  exit 0
fi
echo "The accounts-store tests need PostgreSQL's server binaries under /usr/lib/postgresql/<version>/bin:" >&2
echo "install them (Debian: sudo apt-get install postgresql) and run the tests again." >&2
exit 1
