#!/usr/bin/env bash
# Runs every test: Jest (logic and components), then a production build against the fixture
# CMS and Playwright against `next start`. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .tmp
rm -f .tmp/jest.json .tmp/playwright.json

bash scripts/setup-browser.sh || { echo "could not install chromium"; echo "0 passed, 1 failed"; exit 1; }

echo "== Jest =="
npx jest --ci --json --outputFile=.tmp/jest.json
jest_status=$?

echo "== Build against the fixture CMS =="
eval "$(npx tsx scripts/e2e-env.ts)"
rm -rf "$E2E_CMS_DATA_DIR" "$DATA_DIR"
# node + tsx directly (not npx), so that killing the PID stops the server itself.
CMS_PORT=$E2E_CMS_PORT DATA_DIR=$E2E_CMS_DATA_DIR node node_modules/tsx/dist/cli.mjs scripts/cms-server.ts > .tmp/cms-build.log 2>&1 &
cms_pid=$!
for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:$E2E_CMS_PORT/__control/health" >/dev/null 2>&1 && break
  sleep 0.5
done
npm run build > .tmp/build.log 2>&1
build_status=$?
kill "$cms_pid" 2>/dev/null; wait "$cms_pid" 2>/dev/null
if [[ $build_status -ne 0 ]]; then
  tail -n 60 .tmp/build.log
fi

pw_status=1
if [[ $build_status -eq 0 ]]; then
  echo "== Playwright =="
  npx playwright test
  pw_status=$?
fi

node scripts/count-results.mjs "$jest_status" "$build_status" "$pw_status"
