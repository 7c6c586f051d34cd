#!/usr/bin/env bash
# Makes sure the system Chromium that Playwright launches (/usr/bin/chromium) is installed.
# Playwright's own browser download is not reachable from our machines (only the npm registry and
# Debian apt are), so the e2e suite uses Debian's chromium package instead.
#
# Fast and silent-ish when Chromium is already there; installs it with apt when we are root on
# Debian; otherwise fails saying what is missing and how to get it.
set -uo pipefail

CHROMIUM_PATH=/usr/bin/chromium

log() { printf 'ensure-chromium: %s\n' "$*" >&2; }
fail() {
  log "ERROR: $*"
  exit 1
}

if [[ -x "$CHROMIUM_PATH" ]]; then
  log "found $("$CHROMIUM_PATH" --version 2>/dev/null || echo "$CHROMIUM_PATH")"
  exit 0
fi

if [[ ! -r /etc/debian_version ]] || ! command -v apt-get >/dev/null 2>&1; then
  fail "$CHROMIUM_PATH is missing and this is not a Debian system with apt-get.
  Install Chromium so that it lives at $CHROMIUM_PATH (the e2e tests launch that path)."
fi

if [[ "$(id -u)" -ne 0 ]]; then
  fail "$CHROMIUM_PATH is missing and installing it needs root.
  Run:  sudo apt-get update && sudo apt-get install -y chromium"
fi

export DEBIAN_FRONTEND=noninteractive

apt_update() {
  log "running apt-get update"
  apt-get update -q >&2 || fail "apt-get update failed (is the Debian mirror reachable?)"
}

# Skip 'apt-get update' when the package lists were refreshed in the last hour (e.g. by
# ensure-postgres.sh a moment ago); a fresh machine has no lists at all, so it always updates there.
updated=0
if find /var/lib/apt/lists -maxdepth 1 -name '*_Packages*' -mmin -60 2>/dev/null | grep -q .; then
  log "apt package lists are recent; skipping apt-get update"
else
  apt_update
  updated=1
fi

log "installing chromium with apt-get (takes ~20 s)"
if ! apt-get install -y -q chromium >&2; then
  # Recent-but-stale lists can name a version the mirror no longer has: refresh once and retry.
  [[ "$updated" -eq 1 ]] && fail "apt-get install -y chromium failed"
  apt_update
  apt-get install -y -q chromium >&2 || fail "apt-get install -y chromium failed"
fi

[[ -x "$CHROMIUM_PATH" ]] || fail "the chromium package installed but $CHROMIUM_PATH still does not exist"
log "installed $("$CHROMIUM_PATH" --version 2>/dev/null || echo "$CHROMIUM_PATH")"
