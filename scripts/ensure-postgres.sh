#!/usr/bin/env bash
# Makes a PostgreSQL server available for the server test suite and prints the URL to use as the
# LAST line of stdout (all progress goes to stderr), so callers can do:
#   TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh | tail -n 1)"
#
# - TEST_DATABASE_URL already set: print it and do nothing else (bring your own server).
# - root on Debian: install `postgresql` with apt if needed, then create and start a dedicated
#   cluster `yardtest` (pg_createcluster) on 127.0.0.1:54329, separate from any `main` cluster.
# - not root, PostgreSQL binaries present (initdb/pg_ctl): same, in a directory owned by the user
#   (${XDG_CACHE_HOME:-~/.cache}/yard-parking/pgtest), so developers need no sudo.
# Then it makes sure role `app` (password `app`, CREATEDB, so tests may create a database per
# worker) and database `app_test` owned by it exist. Idempotent: a second run takes well under a
# second when the cluster is up.
#
# The cluster is for tests only: durability is switched off (fsync, synchronous_commit,
# full_page_writes) because a crash only loses test data and it makes the suite much faster.
set -uo pipefail

PG_PORT=54329
PG_HOST=127.0.0.1
CLUSTER_NAME=yardtest
APP_ROLE=app
APP_PASSWORD=app
APP_DB=app_test
TEST_URL="postgres://${APP_ROLE}:${APP_PASSWORD}@${PG_HOST}:${PG_PORT}/${APP_DB}"

# Appends the settings of a throwaway test server (never use these for real data) to a
# postgresql.conf; later lines win over the defaults above them. (Not `pg_createcluster -o`: it
# writes 127.0.0.1 unquoted, which postgresql.conf rejects.)
write_test_settings() {
  cat >>"$1" <<CONF

# ---- test cluster settings written by scripts/ensure-postgres.sh ----
listen_addresses = '${PG_HOST}'
port = ${PG_PORT}
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
CONF
}

log() { printf 'ensure-postgres: %s\n' "$*" >&2; }
fail() {
  log "ERROR: $*"
  exit 1
}

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  log "TEST_DATABASE_URL is set; using it as is"
  printf '%s\n' "$TEST_DATABASE_URL"
  exit 0
fi

is_root() { [[ "$(id -u)" -eq 0 ]]; }
is_debian() { [[ -r /etc/debian_version ]] && command -v apt-get >/dev/null 2>&1; }

# Newest installed server major version under Debian's layout (/usr/lib/postgresql/<major>/bin).
newest_debian_major() {
  local dir best=""
  for dir in /usr/lib/postgresql/*/bin; do
    [[ -x "$dir/postgres" && -x "$dir/initdb" ]] || continue
    dir="${dir%/bin}"
    dir="${dir##*/}"
    if [[ -z "$best" ]] || [[ "$(printf '%s\n%s\n' "$best" "$dir" | sort -V | tail -n 1)" == "$dir" ]]; then
      best="$dir"
    fi
  done
  printf '%s' "$best"
}

wait_until_ready() {
  local i
  for i in $(seq 1 60); do
    if pg_isready -q -h "$PG_HOST" -p "$PG_PORT" 2>/dev/null; then
      return 0
    fi
    sleep 0.5
  done
  return 1
}

# Runs SQL as the superuser over the local socket; $1 is the socket directory, $2 the OS user
# (empty = current user), rest are psql arguments.
run_psql() {
  local socket_dir="$1" os_user="$2"
  shift 2
  if [[ -n "$os_user" ]]; then
    runuser -u "$os_user" -- psql -X -q -v ON_ERROR_STOP=1 -h "$socket_dir" -p "$PG_PORT" -d postgres "$@"
  else
    psql -X -q -v ON_ERROR_STOP=1 -h "$socket_dir" -p "$PG_PORT" -U postgres -d postgres "$@"
  fi
}

ensure_role_and_database() {
  local socket_dir="$1" os_user="$2"
  # Role: create it, or reset its password and rights so a drifted cluster is repaired.
  run_psql "$socket_dir" "$os_user" <<SQL >&2 || return 1
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
    CREATE ROLE ${APP_ROLE} LOGIN CREATEDB PASSWORD '${APP_PASSWORD}';
  ELSE
    ALTER ROLE ${APP_ROLE} LOGIN CREATEDB PASSWORD '${APP_PASSWORD}';
  END IF;
END
\$\$;
SQL
  # CREATE DATABASE cannot run inside a DO block, so check first.
  local exists
  exists="$(run_psql "$socket_dir" "$os_user" -tAc "SELECT 1 FROM pg_database WHERE datname = '${APP_DB}'")" || return 1
  if [[ "$exists" != "1" ]]; then
    log "creating database ${APP_DB}"
    run_psql "$socket_dir" "$os_user" -c "CREATE DATABASE ${APP_DB} OWNER ${APP_ROLE}" >&2 || return 1
  fi
}

# ---- root: Debian packages and a pg_createcluster cluster ------------------------------------

install_postgresql_with_apt() {
  export DEBIAN_FRONTEND=noninteractive
  log "PostgreSQL server is not installed; running apt-get update"
  apt-get update -q >&2 || fail "apt-get update failed (is the Debian mirror reachable?)"
  log "installing postgresql with apt-get"
  apt-get install -y -q postgresql >&2 || fail "apt-get install -y postgresql failed"
}

# Prints "<version> <status>" of an existing cluster named yardtest, or nothing.
existing_debian_cluster() {
  pg_lsclusters -h 2>/dev/null | awk -v name="$CLUSTER_NAME" '$2 == name { print $1, $4; exit }'
}

ensure_debian_cluster() {
  if ! command -v pg_createcluster >/dev/null 2>&1 || [[ -z "$(newest_debian_major)" ]]; then
    install_postgresql_with_apt
  fi
  command -v pg_createcluster >/dev/null 2>&1 || fail "pg_createcluster is still missing after installing postgresql"

  local version status
  read -r version status <<<"$(existing_debian_cluster)"
  if [[ -n "${version:-}" && ! -x "/usr/lib/postgresql/${version}/bin/postgres" ]]; then
    fail "cluster ${version}/${CLUSTER_NAME} exists but PostgreSQL ${version} is no longer installed.
  Remove it with:  pg_dropcluster --stop ${version} ${CLUSTER_NAME}   (it holds only test data)"
  fi

  if [[ -z "${version:-}" ]]; then
    version="$(newest_debian_major)"
    [[ -n "$version" ]] || fail "no PostgreSQL server binaries found under /usr/lib/postgresql"
    if pg_lsclusters -h 2>/dev/null | awk -v port="$PG_PORT" '$3 == port { found = 1 } END { exit !found }'; then
      fail "another cluster already uses port ${PG_PORT}: $(pg_lsclusters -h | awk -v port="$PG_PORT" '$3 == port')"
    fi
    log "creating cluster ${version}/${CLUSTER_NAME} on ${PG_HOST}:${PG_PORT}"
    # start-conf=manual: a test server has no business starting at every boot.
    pg_createcluster "$version" "$CLUSTER_NAME" -p "$PG_PORT" --start-conf=manual \
      -- --auth-local=trust --auth-host=scram-sha-256 >&2 ||
      fail "pg_createcluster ${version} ${CLUSTER_NAME} failed"
    write_test_settings "/etc/postgresql/${version}/${CLUSTER_NAME}/postgresql.conf" ||
      fail "could not write the test settings of cluster ${version}/${CLUSTER_NAME}"
    status=down
  fi

  if [[ "$status" != "online" ]]; then
    log "starting cluster ${version}/${CLUSTER_NAME}"
    pg_ctlcluster "$version" "$CLUSTER_NAME" start >&2 ||
      fail "could not start cluster ${version}/${CLUSTER_NAME}; see /var/log/postgresql/postgresql-${version}-${CLUSTER_NAME}.log"
  fi
  wait_until_ready || fail "cluster ${version}/${CLUSTER_NAME} does not accept connections on ${PG_HOST}:${PG_PORT}"

  # A server left running across an apt upgrade of its binaries fails as soon as it loads a
  # library (e.g. plpgsql: "undefined symbol"); restart it onto the installed minor version.
  local installed running
  installed="$("/usr/lib/postgresql/${version}/bin/postgres" -V | awk '{ print $3 }')"
  running="$(runuser -u postgres -- psql -X -h /var/run/postgresql -p "$PG_PORT" -d postgres -tAc 'SHOW server_version' 2>/dev/null | awk '{ print $1 }')"
  if [[ -n "$installed" && -n "$running" && "$installed" != "$running" ]]; then
    log "cluster runs PostgreSQL ${running} but ${installed} is installed; restarting it"
    pg_ctlcluster "$version" "$CLUSTER_NAME" restart >&2 || fail "could not restart cluster ${version}/${CLUSTER_NAME}"
    wait_until_ready || fail "cluster ${version}/${CLUSTER_NAME} does not accept connections after restart"
  fi

  # Debian's socket directory; the postgres OS user is trusted there (--auth-local=trust).
  ensure_role_and_database /var/run/postgresql postgres || fail "could not create role ${APP_ROLE} / database ${APP_DB}"
}

# ---- non-root: a private cluster under the user's cache directory -----------------------------

find_pg_bin() {
  local name="$1" major
  if command -v "$name" >/dev/null 2>&1; then
    command -v "$name"
    return 0
  fi
  major="$(newest_debian_major)"
  if [[ -n "$major" && -x "/usr/lib/postgresql/${major}/bin/${name}" ]]; then
    printf '%s\n' "/usr/lib/postgresql/${major}/bin/${name}"
    return 0
  fi
  return 1
}

ensure_user_cluster() {
  local initdb pg_ctl
  initdb="$(find_pg_bin initdb)" && pg_ctl="$(find_pg_bin pg_ctl)" || fail "the PostgreSQL server is not installed and installing it needs root.
  Either run:  sudo apt-get update && sudo apt-get install -y postgresql
  or point the tests at a server you have:  export TEST_DATABASE_URL=postgres://user:pass@host:port/db"

  local base="${XDG_CACHE_HOME:-$HOME/.cache}/yard-parking/pgtest"
  local data="$base/data" socket_dir="$base/run"
  mkdir -p "$socket_dir" || fail "cannot create $base"

  if [[ ! -f "$data/PG_VERSION" ]]; then
    log "creating a private test cluster in $data"
    "$initdb" -D "$data" -U postgres --auth-local=trust --auth-host=scram-sha-256 >&2 || fail "initdb failed"
    write_test_settings "$data/postgresql.conf" &&
      echo "unix_socket_directories = '${socket_dir}'" >>"$data/postgresql.conf" ||
      fail "could not write $data/postgresql.conf"
  fi

  if ! "$pg_ctl" -D "$data" status >/dev/null 2>&1; then
    log "starting the private test cluster"
    "$pg_ctl" -D "$data" -l "$base/postgresql.log" -w start >&2 || fail "could not start PostgreSQL; see $base/postgresql.log"
  fi
  wait_until_ready || fail "the private cluster does not accept connections on ${PG_HOST}:${PG_PORT}"
  ensure_role_and_database "$socket_dir" "" || fail "could not create role ${APP_ROLE} / database ${APP_DB}"
}

# ---- main ---------------------------------------------------------------------------------------

if is_root; then
  is_debian || fail "running as root, but this is not a Debian system with apt-get; install PostgreSQL yourself and set TEST_DATABASE_URL"
  ensure_debian_cluster
else
  ensure_user_cluster
fi

# Prove the URL works with the app's own credentials over TCP before handing it out.
PGPASSWORD="$APP_PASSWORD" psql -X -q -h "$PG_HOST" -p "$PG_PORT" -U "$APP_ROLE" -d "$APP_DB" -tAc 'SELECT 1' >/dev/null ||
  fail "PostgreSQL is up but ${APP_ROLE}@${PG_HOST}:${PG_PORT}/${APP_DB} cannot connect"

log "ready"
printf '%s\n' "$TEST_URL"
