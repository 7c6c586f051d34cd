#!/usr/bin/env bash
# Installs what the project needs to run on a fresh Debian machine: Node 24, the npm packages, and a
# check that better-sqlite3's native module loads (with the C++ toolchain to rebuild it if it does not).
# Used by scripts/setup.sh (start the site) and scripts/validate.sh (the test command).
# Quick when everything is already there.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

# Node 24 first: npm, the native build and every script below run on it.
# shellcheck source=scripts/ensure-node.sh
source scripts/ensure-node.sh || exit 1

# Playwright's browser download is unreachable; the e2e tests use Debian's /usr/bin/chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

fail() {
  echo "dependencies: $*" >&2
  exit 1
}

# better-sqlite3 13 ships Node-API prebuilds for linux-x64 inside its package; where none fits it
# compiles from source, which needs python3, make and g++ (a fresh Debian machine may have none).
if ! command -v python3 >/dev/null 2>&1 || ! command -v make >/dev/null 2>&1 || ! command -v g++ >/dev/null 2>&1; then
  if [[ "$(id -u)" -eq 0 && -r /etc/debian_version ]] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing the C++ toolchain better-sqlite3 compiles with (apt-get install python3 make g++)"
    DEBIAN_FRONTEND=noninteractive apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q python3 make g++ || {
      fail "could not install python3, make and g++ with apt-get"
    }
  else
    echo "dependencies: warning: python3, make or g++ is missing; better-sqlite3 may fail to build" >&2
  fi
fi

# `npm install`, not `npm ci`: the lockfile records only this platform's optional packages
# (npm/cli#4828), which makes `npm ci` fail; `npm install` still honours the lockfile.
# Skipped when node_modules is newer than the lockfile and package.json (nothing changed since).
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json || package.json -nt node_modules/.package-lock.json ]]; then
  echo "==> npm install"
  # Without npm_config_nodedir: nothing compiles here (better-sqlite3 13 loads the Node-API prebuild
  # inside its package, and allowScripts keeps its script off), and npm 11 warns "Unknown env
  # config nodedir" for it. Only the rebuild below, which compiles, is told where the headers are.
  # `npm test` passes its own config down as npm_config_* (a machine's ~/.npmrc nodedir among them):
  # the inner install is run without it.
  env -u npm_config_nodedir npm install --no-audit --no-fund || fail "npm install failed"
fi

# Check that better-sqlite3's native module loads on this Node, and compile it if it does not.
if ! node -e "require('better-sqlite3')(':memory:').close()" >/dev/null 2>&1; then
  echo "==> better-sqlite3 is not built; running npm rebuild better-sqlite3"
  if ! env ${NODE_HEADERS_DIR:+npm_config_nodedir="$NODE_HEADERS_DIR"} npm rebuild better-sqlite3 || ! node -e "require('better-sqlite3')(':memory:').close()"; then
    fail "better-sqlite3 could not be built (it needs python3, make and g++)"
  fi
fi

