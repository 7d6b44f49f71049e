#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for tests and prints its URL.
# Usage: scripts/pg-cluster.sh start DIR PORT | scripts/pg-cluster.sh stop DIR
set -euo pipefail
action=${1:?start or stop}
dir=${2:?directory}
port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
run() {
  # PostgreSQL refuses to run as root; use its own account when we are root.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "$action" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    if [ ! -f "$dir/PG_VERSION" ]; then
      run "$bin/initdb" -D "$dir" -U postgres --auth=trust --no-sync -E UTF8 >/dev/null
    fi
    if run "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      echo "postgresql://postgres@127.0.0.1:$port/postgres"
      exit 0
    fi
    if ! run "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null; then
      cat "$dir/server.log" >&2
      exit 1
    fi
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    run "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null || true
    ;;
esac
