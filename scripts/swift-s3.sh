#!/usr/bin/env bash
# Starts a throwaway OpenStack Swift with its S3 layer (s3api) on loopback, one node, one
# replica, for the tests of the S3 storage driver, and prints its endpoint (decision 051).
# The S3 access key is "test:tester" and the secret "testing" (tempauth's test account).
# Usage: scripts/swift-s3.sh start DIR PORT | scripts/swift-s3.sh stop DIR
# Ports: PORT (the proxy, S3 and Swift), PORT+1..PORT+3 (account, container, object servers).
# Needs Debian's swift-proxy, swift-account, swift-container and swift-object packages.
set -euo pipefail
action=${1:?start or stop}
dir=${2:?directory}
port=${3:-56080}
servers=(account container object proxy)

stop() {
  for name in "${servers[@]}"; do
    [ -f "$dir/run/$name.pid" ] && kill "$(cat "$dir/run/$name.pid")" 2>/dev/null || true
  done
  for name in "${servers[@]}"; do
    pid_file="$dir/run/$name.pid"
    [ -f "$pid_file" ] || continue
    for _ in $(seq 50); do kill -0 "$(cat "$pid_file")" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$(cat "$pid_file")" 2>/dev/null || true
    rm -f "$pid_file"
  done
}

case "$action" in
  start)
    command -v swift-proxy-server >/dev/null || {
      echo "Swift not found (apt-get install swift-proxy swift-account swift-container swift-object)" >&2
      exit 1
    }
    mkdir -p "$dir/conf" "$dir/devices/d1" "$dir/run" "$dir/log"
    user=$(id -un)
    # The rings: one device on loopback, one replica, 2^6 partitions.
    for ring in account:1 container:2 object:3; do
      name=${ring%%:*}
      builder="$dir/conf/$name.builder"
      [ -f "$builder" ] && continue
      swift-ring-builder "$builder" create 6 1 0 >/dev/null
      swift-ring-builder "$builder" add "r1z1-127.0.0.1:$((port + ${ring##*:}))/d1" 1 >/dev/null
      swift-ring-builder "$builder" rebalance >/dev/null
    done
    cat >"$dir/conf/swift.conf" <<EOF
[swift-hash]
swift_hash_path_suffix = awadh-tests
swift_hash_path_prefix = awadh-tests
[storage-policy:0]
name = Policy-0
default = yes
EOF
    common="bind_ip = 127.0.0.1
swift_dir = $dir/conf
devices = $dir/devices
mount_check = false
user = $user
workers = 0
log_facility = LOG_LOCAL0
log_level = WARNING"
    for ring in account:1 container:2 object:3; do
      name=${ring%%:*}
      cat >"$dir/conf/$name-server.conf" <<EOF
[DEFAULT]
bind_port = $((port + ${ring##*:}))
$common

[pipeline:main]
pipeline = $name-server

[app:$name-server]
use = egg:swift#$name
EOF
    done
    cat >"$dir/conf/proxy-server.conf" <<EOF
[DEFAULT]
bind_port = $port
$common

[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy slo dlo proxy-logging proxy-server

[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true

[filter:s3api]
use = egg:swift#s3api
location = us-east-1

[filter:tempauth]
use = egg:swift#tempauth
user_test_tester = testing .admin

[filter:catch_errors]
use = egg:swift#catch_errors
[filter:gatekeeper]
use = egg:swift#gatekeeper
[filter:healthcheck]
use = egg:swift#healthcheck
[filter:proxy-logging]
use = egg:swift#proxy_logging
[filter:cache]
use = egg:swift#memcache
[filter:listing_formats]
use = egg:swift#listing_formats
[filter:copy]
use = egg:swift#copy
[filter:slo]
use = egg:swift#slo
[filter:dlo]
use = egg:swift#dlo
EOF
    for name in "${servers[@]}"; do
      if [ -f "$dir/run/$name.pid" ] && kill -0 "$(cat "$dir/run/$name.pid")" 2>/dev/null; then continue; fi
      setsid "swift-$name-server" "$dir/conf/$name-server.conf" >"$dir/log/$name.log" 2>&1 &
      echo $! >"$dir/run/$name.pid"
    done
    # Ready when the proxy answers its health check (about 7 s; up to a minute on a busy machine).
    for _ in $(seq 600); do
      if curl -fsS "http://127.0.0.1:$port/healthcheck" >/dev/null 2>&1; then
        echo "http://127.0.0.1:$port"
        exit 0
      fi
      sleep 0.1
    done
    echo "Swift did not start; its logs:" >&2
    tail -n 20 "$dir"/log/*.log >&2
    stop
    exit 1
    ;;
  stop) stop ;;
esac
