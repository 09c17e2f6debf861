#!/usr/bin/env bash
# The several-instances part of the test command: installs Debian's redis-server when it
# is missing (scripts/setup-redis.sh), then runs test/redis with jest.redis.config.mjs, which
# starts Redis with deploy/redis.conf on a private port and folder (.tmp/redis): the rate limits
# and the cache handler against it, and two instances of the build scripts/test-all.sh made
# against the fixture CMS, each from its own copy of the build (deploy/start-instances.sh), behind
# the nginx front; and one instance of that build whose calls to the cache handler are traced
# (SITE_CACHE_TRACE), for docs/caching.md's list of what the cache relies on from Next
# (test/redis/next-assumptions.test.ts). The test command runs it on Node 24 LTS (scripts/setup-node24.sh)
# when the machine's Node is older. The report goes to .tmp/redis-jest.json for count-results.mjs.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .tmp
rm -rf .tmp/redis .tmp/redis-jest.json
started=$SECONDS
if ! bash scripts/setup-redis.sh > .tmp/redis-setup.log 2>&1; then
  echo "could not install redis-server:"; tail -n 20 .tmp/redis-setup.log
  exit 1
fi
npx jest -c jest.redis.config.mjs --ci --json --outputFile=.tmp/redis-jest.json
status=$?
echo "Several instances (Redis): $((SECONDS - started)) s"
exit $status
