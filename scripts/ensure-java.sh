#!/usr/bin/env bash
# Makes sure a Java runtime is installed for the Nu HTML checker (vnu-jar, run by the e2e suite:
# tests/e2e/valid-html.spec.ts). vnu-jar's own postinstall would download a JDK from GitHub, which
# our machines cannot reach (allowScripts keeps it off); Debian's headless JRE is used instead.
#
# Quiet when `java` is already there; installs it with apt when we are root on Debian; otherwise
# fails saying what is missing and how to get it.
set -uo pipefail

log() { printf 'ensure-java: %s\n' "$*" >&2; }
fail() {
  log "ERROR: $*"
  exit 1
}

if command -v java >/dev/null 2>&1; then
  log "found $(java -version 2>&1 | head -n 1)"
  exit 0
fi

if [[ ! -r /etc/debian_version ]] || ! command -v apt-get >/dev/null 2>&1; then
  fail "java is missing and this is not a Debian system with apt-get.
  Install a Java runtime (11 or later) so that \`java\` is on PATH."
fi

if [[ "$(id -u)" -ne 0 ]]; then
  fail "java is missing and installing it needs root.
  Run:  sudo apt-get update && sudo apt-get install -y default-jre-headless"
fi

export DEBIAN_FRONTEND=noninteractive

apt_update() {
  log "running apt-get update"
  apt-get update -q >&2 || fail "apt-get update failed (is the Debian mirror reachable?)"
}

# As ensure-chromium.sh: package lists refreshed in the last hour are used as they are.
updated=0
if find /var/lib/apt/lists -maxdepth 1 -name '*_Packages*' -mmin -60 2>/dev/null | grep -q .; then
  log "apt package lists are recent; skipping apt-get update"
else
  apt_update
  updated=1
fi

log "installing default-jre-headless with apt-get"
if ! apt-get install -y -q default-jre-headless >&2; then
  [[ "$updated" -eq 1 ]] && fail "apt-get install -y default-jre-headless failed"
  apt_update
  apt-get install -y -q default-jre-headless >&2 || fail "apt-get install -y default-jre-headless failed"
fi

command -v java >/dev/null 2>&1 || fail "default-jre-headless installed but java is still not on PATH"
log "installed $(java -version 2>&1 | head -n 1)"
