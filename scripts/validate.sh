#!/usr/bin/env bash
# THE test command (`npm test`, CI, README). Runs, in order, stopping at the first failure:
#   0. dependencies                    scripts/ensure-node.sh (Node 24), scripts/ensure-dependencies.sh
#                                      (npm install on a fresh clone), scripts/ensure-chromium.sh,
#                                      scripts/ensure-java.sh (the Nu HTML checker's runtime)
#   1. route types                     react-router typegen, then side by side:
#      typecheck                       tsc --noEmit
#      lint                            npm run lint (ESLint, type-aware; no warnings allowed)
#      format                          npm run format:check (Prettier)
#   2. unit + server tests on SQLite   vitest run                  -> .tmp/vitest-sqlite.json
#   3. server tests on PostgreSQL      vitest run --project server -> .tmp/vitest-pg.json
#      (server from scripts/ensure-postgres.sh, or TEST_DATABASE_URL if you set it)
#   4. build                           npm run build
#   5. end-to-end in Chromium          playwright test             -> .tmp/playwright.json
# and always ends with scripts/summarize-results.mjs, whose last line is
#   N passed, N failed, N skipped
# totalling every suite (a failed typecheck, lint, format check or build counts as 1 failed). Exit status 0 only when
# nothing failed.
#
# Options: --keep-going  run every step even after a failure (to see all problems in one run).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 1

# Every step runs on Node 24 (fetched from the npm registry when the machine's node is older).
# shellcheck source=scripts/ensure-node.sh
source scripts/ensure-node.sh || { echo "0 passed, 1 failed, 0 skipped"; exit 1; }

# Playwright's browser download is unreachable here; the tests use /usr/bin/chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

KEEP_GOING=0
for arg in "$@"; do
  case "$arg" in
    --keep-going) KEEP_GOING=1 ;;
    *)
      echo "validate: unknown option $arg (known: --keep-going)" >&2
      echo "0 passed, 1 failed, 0 skipped"
      exit 2
      ;;
  esac
done

TMP_DIR="$ROOT/.tmp"
MANIFEST="$TMP_DIR/validate-steps.tsv"
VITEST_SQLITE_JSON="$TMP_DIR/vitest-sqlite.json"
VITEST_PG_JSON="$TMP_DIR/vitest-pg.json"
PLAYWRIGHT_JSON="$TMP_DIR/playwright.json"

mkdir -p "$TMP_DIR" || exit 1
# Stale reports from an earlier run must never be counted as this run's results.
rm -f "$MANIFEST" "$VITEST_SQLITE_JSON" "$VITEST_PG_JSON" "$PLAYWRIGHT_JSON"
printf '# kind\tname\tstatus\treport\tnote\n' >"$MANIFEST"

FAILED=0

# record KIND NAME STATUS [REPORT] [NOTE]: one line of the manifest summarize-results.mjs reads.
record() {
  printf '%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "${4:-}" "${5:-}" >>"$MANIFEST"
}

should_run() {
  [[ "$FAILED" -eq 0 || "$KEEP_GOING" -eq 1 ]]
}

banner() {
  printf '\n==> %s\n' "$*"
}

# run_step KIND NAME REPORT COMMAND...: runs the command unless an earlier step failed, records
# its exit code (or not-run) and prints how long it took.
run_step() {
  local kind="$1" name="$2" report="$3"
  shift 3
  if ! should_run; then
    record "$kind" "$name" not-run "$report"
    return 0
  fi
  banner "$name"
  local started=$SECONDS status
  "$@"
  status=$?
  record "$kind" "$name" "$status" "$report"
  printf '==> %s: %s in %ss\n' "$name" "$([[ $status -eq 0 ]] && echo ok || echo "FAILED (exit $status)")" "$((SECONDS - started))"
  [[ "$status" -eq 0 ]] || FAILED=1
  return 0
}

# run_together KIND NAME COMMAND [NAME COMMAND ...]: runs the commands at once, then prints each
# one's output in turn and records it as run_step does.
run_together() {
  local kind="$1"
  shift
  local -a names=() commands=()
  while (($# >= 2)); do
    names+=("$1")
    commands+=("$2")
    shift 2
  done
  if ! should_run; then
    for name in "${names[@]}"; do record "$kind" "$name" not-run ""; done
    return 0
  fi
  local dir index
  dir="$(mktemp -d)"
  for index in "${!names[@]}"; do
    (
      started=$SECONDS
      bash -c "${commands[$index]}" >"$dir/$index.log" 2>&1
      echo "$? $((SECONDS - started))" >"$dir/$index.status"
    ) &
  done
  wait
  for index in "${!names[@]}"; do
    local name="${names[$index]}" status took
    banner "$name"
    cat "$dir/$index.log"
    read -r status took <"$dir/$index.status" || status=1
    record "$kind" "$name" "$status" ""
    printf '==> %s: %s in %ss\n' "$name" "$([[ $status -eq 0 ]] && echo ok || echo "FAILED (exit $status)")" "$took"
    [[ "$status" -eq 0 ]] || FAILED=1
  done
  rm -rf "$dir"
  return 0
}

# ---- 0. dependencies (a fresh clone has none) ----------------------------------------------------
run_step check dependencies "" bash scripts/ensure-dependencies.sh

# Chromium is needed by the server tests as well (the CSP test runs the built pages in it), so it
# is installed before any suite runs.
run_step check chromium "" bash scripts/ensure-chromium.sh
# The Nu HTML checker (vnu-jar) runs on Java in the e2e suite (tests/e2e/valid-html.spec.ts).
run_step check java "" bash scripts/ensure-java.sh

# ---- 1. typecheck, lint, format ------------------------------------------------------------------
# Typecheck and lint read the route types (.react-router/types), written first. Then the three
# checks, each on one core, run at the same time: on two cores the longest (lint) is the wait.
run_step check "route types" "" npx --no react-router typegen
run_together check \
  typecheck "npx --no tsc --noEmit" \
  lint "npm run --silent lint" \
  format "npm run --silent format:check"

# ---- 2. unit + server tests on SQLite ------------------------------------------------------------
# TEST_DATABASE_URL is removed so this run is really on SQLite even if the shell exports it.
run_step vitest "vitest (SQLite)" "$VITEST_SQLITE_JSON" \
  env -u TEST_DATABASE_URL npx --no vitest run --reporter=default --reporter=json --outputFile="$VITEST_SQLITE_JSON"

# ---- 3. server tests on PostgreSQL ---------------------------------------------------------------
PG_NAME="vitest server (PostgreSQL)"
if should_run; then
  banner "PostgreSQL for the server tests"
  # Only the last line of stdout is the URL; progress goes to stderr.
  PG_URL="$(bash scripts/ensure-postgres.sh | tail -n 1)"
  if [[ $? -ne 0 || "$PG_URL" != postgres*://* ]]; then
    record vitest "$PG_NAME" error "$VITEST_PG_JSON" "PostgreSQL is not available: scripts/ensure-postgres.sh failed (see above)"
    FAILED=1
  else
    run_step vitest "$PG_NAME" "$VITEST_PG_JSON" \
      env TEST_DATABASE_URL="$PG_URL" npx --no vitest run --project server --reporter=default --reporter=json --outputFile="$VITEST_PG_JSON"
  fi
else
  record vitest "$PG_NAME" not-run "$VITEST_PG_JSON"
fi

# ---- 4. build ------------------------------------------------------------------------------------
run_step check build "" npm run --silent build

# ---- 5. end-to-end -------------------------------------------------------------------------------
E2E_NAME="playwright e2e"
if should_run; then
  run_step playwright "$E2E_NAME" "$PLAYWRIGHT_JSON" \
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$PLAYWRIGHT_JSON" npx --no playwright test --reporter=list,json
else
  record playwright "$E2E_NAME" not-run "$PLAYWRIGHT_JSON"
fi

# ---- summary -------------------------------------------------------------------------------------
SUMMARY_FILE="$TMP_DIR/summary.txt"
node scripts/summarize-results.mjs --manifest "$MANIFEST" | tee "$SUMMARY_FILE"
SUMMARY_STATUS=${PIPESTATUS[0]}

# The closing line must exist even if the summarizer itself broke (e.g. no node).
if ! tail -n 1 "$SUMMARY_FILE" 2>/dev/null | grep -Eq '^[0-9]+ passed, [0-9]+ failed(, [0-9]+ skipped)?$'; then
  echo "validate: scripts/summarize-results.mjs did not print a summary (exit $SUMMARY_STATUS)" >&2
  echo "0 passed, 1 failed, 0 skipped"
  exit 1
fi

if [[ "$SUMMARY_STATUS" -ne 0 || "$FAILED" -ne 0 ]]; then
  exit 1
fi
exit 0
