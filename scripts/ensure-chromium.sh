#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed in its two forms:
# - chromium-headless-shell (/usr/bin/chromium-headless-shell): what the e2e tests drive. The same
#   browser build without the desktop browser's layers, so each page costs the machine less CPU.
# - chromium (/usr/bin/chromium): the full browser, for the Lighthouse and photo benches and for
#   watching a test with a window.
# Playwright's own browser download is not reachable from our machines (only the npm registry and
# Debian apt are), so Playwright launches these instead.
#
# Fast and silent-ish when both are there; installs what is missing with apt when we are root on
# Debian; otherwise fails saying what is missing and how to get it.
set -uo pipefail

# package:path, one per form.
FORMS=(chromium:/usr/bin/chromium chromium-headless-shell:/usr/bin/chromium-headless-shell)

log() { printf 'ensure-chromium: %s\n' "$*" >&2; }
fail() {
  log "ERROR: $*"
  exit 1
}

missing=()
for form in "${FORMS[@]}"; do
  [[ -x "${form#*:}" ]] || missing+=("${form%%:*}")
done
if [[ ${#missing[@]} -eq 0 ]]; then
  log "found $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium) and its headless shell"
  exit 0
fi

if [[ ! -r /etc/debian_version ]] || ! command -v apt-get >/dev/null 2>&1; then
  fail "missing: ${missing[*]}, and this is not a Debian system with apt-get.
  Install them so that /usr/bin/chromium and /usr/bin/chromium-headless-shell exist (the e2e tests launch the second)."
fi

if [[ "$(id -u)" -ne 0 ]]; then
  fail "missing: ${missing[*]}, and installing needs root.
  Run:  sudo apt-get update && sudo apt-get install -y ${missing[*]}"
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

log "installing ${missing[*]} with apt-get (takes ~20 s)"
if ! apt-get install -y -q "${missing[@]}" >&2; then
  # Recent-but-stale lists can name a version the mirror no longer has: refresh once and retry.
  [[ "$updated" -eq 1 ]] && fail "apt-get install -y ${missing[*]} failed"
  apt_update
  apt-get install -y -q "${missing[@]}" >&2 || fail "apt-get install -y ${missing[*]} failed"
fi

for form in "${FORMS[@]}"; do
  [[ -x "${form#*:}" ]] || fail "the ${form%%:*} package installed but ${form#*:} still does not exist"
done
log "installed $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium) and its headless shell"
