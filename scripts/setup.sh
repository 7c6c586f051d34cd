#!/usr/bin/env bash
# One command to start the site on a fresh machine: install dependencies, make sure the native
# SQLite driver is built, then `npm start` (builds the site when there is no build yet, then
# serves it; see scripts/start.mjs). Settings come from the environment (see README).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# shellcheck source=scripts/ensure-node.sh
source scripts/ensure-node.sh
bash scripts/ensure-dependencies.sh

echo "==> npm start"
exec npm start
