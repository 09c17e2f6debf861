#!/usr/bin/env bash
# Runs several `next start` instances of one build on this host, for deploy/nginx.conf to balance.
# They share Next's cache and the rate limits through Redis (REDIS_URL; deploy/redis.conf), so a
# page rendered by one is served by the others and the webhook, whichever instance receives it,
# refreshes them all. Each instance runs from its own copy of the build (INSTANCES_DIR/PORT/.next,
# the rest of the project linked), so that a restart or a new build never pulls the files from
# under a running instance.
#
# Usage, from the project folder after `npm run build`, with the site's settings in the
# environment (README, Configuration):
#   REDIS_URL=redis://127.0.0.1:6379 deploy/start-instances.sh start [PORT…]   (default 3001 3002)
#   deploy/start-instances.sh stop [PORT…]
#   deploy/start-instances.sh restart [PORT…]   one after the other, so the others keep serving
#   deploy/start-instances.sh status [PORT…]
#   deploy/start-instances.sh nginx-conf [PORT…] > /etc/nginx/nginx.conf
#       deploy/nginx.conf with these instances as its upstream; LISTEN (default 80), NGINX_CACHE_DIR
#       (/var/cache/nginx/site), NGINX_PID (/run/nginx.pid) and NGINX_LOGS (/var/log/nginx) fill
#       the rest.
# Settings of this script: INSTANCES_DIR (default .instances), INSTANCE_HOST (default 127.0.0.1:
# only nginx talks to the instances). The instances get TRUST_PROXY=1 (they sit behind nginx) and,
# unless set, DATA_DIR=<project>/.data, one folder for all (the embedded CMS lets one of them write).
set -euo pipefail
cd "$(dirname "$0")/.."
PROJECT=$PWD
INSTANCES_DIR=${INSTANCES_DIR:-.instances}
[[ $INSTANCES_DIR == /* ]] || INSTANCES_DIR=$PROJECT/$INSTANCES_DIR
HOST=${INSTANCE_HOST:-127.0.0.1}
# An instance that fails twice within 10 s (refused connection, timeout, 502-504) gets no requests
# for 10 s. test/support/nginx-front.ts writes the same line (deploy/deploy.test.ts compares them).
UPSTREAM_PARAMS='max_fails=2 fail_timeout=10s'
export NEXT_TELEMETRY_DISABLED=1

command=${1:-}
shift || true
ports=("$@")
[[ ${#ports[@]} -gt 0 ]] || ports=(3001 3002)

dir_of() { echo "$INSTANCES_DIR/$1"; }
pid_of() { cat "$(dir_of "$1").pid" 2>/dev/null || true; }
running() { local pid; pid=$(pid_of "$1"); [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null; }

# The instance's folder: a copy of the build folder without Next's build caches (with the site's
# own cache, .next/server/site-cache: the data the build read, and what an earlier `npm start`
# from that folder stored), every other entry of the project linked. Redis is read first.
prepare() {
  local dir entry name
  dir=$(dir_of "$1")
  rm -rf "$dir"
  mkdir -p "$dir/.next"
  for entry in "$PROJECT"/* "$PROJECT"/.[!.]*; do
    name=$(basename "$entry")
    # Not the build, not the folder of the instances, and one lockfile only (Next warns about two).
    case $name in
      .next | .git | .tmp | package-lock.json) ;;
      *) [[ $INSTANCES_DIR == "$entry" || $INSTANCES_DIR == "$entry"/* ]] || ln -s "$entry" "$dir/$name" ;;
    esac
  done
  for entry in "$PROJECT"/.next/* "$PROJECT"/.next/.[!.]*; do
    if [[ -e $entry && $(basename "$entry") != cache ]]; then cp -a "$entry" "$dir/.next/"; fi
  done
}

start() {
  local port=$1 dir
  if running "$port"; then echo "instance $port already runs (pid $(pid_of "$port"))"; return 0; fi
  dir=$(dir_of "$port")
  prepare "$port"
  (
    cd "$dir"
    # Idle connections are kept longer than nginx keeps its upstream ones (60 s): with Node's 5 s,
    # nginx could send a request on a socket the instance was closing, and a POST (a form, the
    # webhook) would fail with 502 rather than be retried.
    TRUST_PROXY=1 DATA_DIR=${DATA_DIR:-$PROJECT/.data} \
      setsid ./node_modules/.bin/next start -H "$HOST" -p "$port" --keepAliveTimeout 75000 >> "$dir.log" 2>&1 < /dev/null &
    echo $! > "$dir.pid"
  )
  for _ in $(seq 1 240); do
    # Any answer will do; robots.txt renders nothing, so the probe leaves the cache alone.
    if curl -s -o /dev/null --max-time 5 "http://$HOST:$port/robots.txt"; then
      echo "instance $port ready (pid $(pid_of "$port"), log $dir.log)"
      return 0
    fi
    running "$port" || break
    sleep 0.25
  done
  echo "instance $port did not start; the end of $dir.log:" >&2
  tail -n 20 "$dir.log" >&2
  return 1
}

stop() {
  local port=$1 pid
  pid=$(pid_of "$port")
  if ! running "$port"; then echo "instance $port is not running"; rm -f "$(dir_of "$port").pid"; return 0; fi
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid"
  for _ in $(seq 1 40); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.25
  done
  kill -0 "$pid" 2>/dev/null && kill -KILL -- "-$pid" 2>/dev/null
  rm -f "$(dir_of "$port").pid"
  echo "instance $port stopped"
}

nginx_conf() {
  local lines="" port conf
  for port in "${ports[@]}"; do lines+="    server $HOST:$port $UPSTREAM_PARAMS;"$'\n'; done
  conf=$(<"$PROJECT/deploy/nginx.conf")
  conf=${conf//'{{UPSTREAMS}}'/${lines%$'\n'}}
  conf=${conf//'{{LISTEN}}'/${LISTEN:-80}}
  conf=${conf//'{{CACHE_DIR}}'/${NGINX_CACHE_DIR:-/var/cache/nginx/site}}
  conf=${conf//'{{PID}}'/${NGINX_PID:-/run/nginx.pid}}
  conf=${conf//'{{LOGS}}'/${NGINX_LOGS:-/var/log/nginx}}
  printf '%s\n' "$conf"
}

case $command in
  start)
    if [[ -z ${REDIS_URL:-} && ${#ports[@]} -gt 1 ]]; then
      echo "REDIS_URL is not set: several instances would each keep their own cache, and the webhook would refresh only one" >&2
      exit 1
    fi
    [[ -f .next/BUILD_ID ]] || { echo "no build: run npm run build first" >&2; exit 1; }
    for port in "${ports[@]}"; do start "$port"; done
    ;;
  stop) for port in "${ports[@]}"; do stop "$port"; done ;;
  restart) for port in "${ports[@]}"; do stop "$port"; start "$port"; done ;;
  status)
    for port in "${ports[@]}"; do
      if running "$port"; then echo "$port running (pid $(pid_of "$port"))"; else echo "$port stopped"; fi
    done
    ;;
  nginx-conf) nginx_conf ;;
  *)
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
    ;;
esac
