#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on loopback:
#   bash apps/api/scripts/with-postgres.sh npm run test:pg -w @portal/api
# initdb in a temp dir, start on a free port, create database "portal", export DATABASE_URL,
# run the command, then stop the cluster and delete it. Installs Debian's postgresql when the
# server binaries are missing and we are root. Trust auth is fine: 127.0.0.1 only, and gone after.
set -euo pipefail

find_pg_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -x "$dir/initdb" ] && { echo "$dir"; return; }
  done
}

PG_BIN="${PG_BIN:-$(find_pg_bin)}"
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "with-postgres: installing postgresql (apt-get)" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    PG_BIN="$(find_pg_bin)"
  fi
  [ -n "$PG_BIN" ] || { echo "with-postgres: PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
fi

WORK="$(mktemp -d /tmp/with-postgres.XXXXXX)"
# PostgreSQL refuses to run as root: run the server as the postgres user when we are root.
AS_PG=()
if [ "$(id -u)" = 0 ]; then
  chown -R postgres "$WORK"
  AS_PG=(runuser -u postgres --)
fi
PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  "${AS_PG[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

"${AS_PG[@]}" "$PG_BIN/initdb" -D "$WORK/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
# Durability is pointless for a throwaway cluster; turning it off makes tests much faster.
"${AS_PG[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -o \
  "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
"$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres portal

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/portal"
echo "with-postgres: $("$PG_BIN/postgres" --version) on $DATABASE_URL" >&2
"$@"
