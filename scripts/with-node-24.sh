#!/usr/bin/env bash
# Runs a command on Node 24: `bash scripts/with-node-24.sh node scripts/start.mjs`. The npm scripts
# that run the server or open the database go through it, so `npm start` (or `npm run admin`) typed
# on a machine whose own Node is older still runs on the Node the project supports; the native
# SQLite driver does not load on older ones. Where the machine's Node is 24 or newer it adds nothing.
set -uo pipefail
# shellcheck source=scripts/ensure-node.sh
source "$(dirname "${BASH_SOURCE[0]}")/ensure-node.sh" || exit 1
exec "$@"
