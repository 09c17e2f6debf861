#!/usr/bin/env bash
# The WordPress part of the test command on one release (WP_RELEASE=current, the default, or
# oldest; see scripts/wordpress.sh): a fresh local WordPress with the sample content
# (scripts/wordpress.sh reset, in .tmp/wordpress so a developer's own .wordpress/ is left alone),
# the contract-parity and writes tests (Jest) and PHPUnit, then stop (WP_KEEP_RUNNING=1: leave
# WordPress up for the browser suite that follows in scripts/test-all.sh). `php -l` on every PHP
# file runs with the current release only (WP_LINT=0 skips it: it does not depend on the release).
# Each step's status and report go to .tmp/steps.jsonl (scripts/lib/steps.sh) for count-results.mjs;
# the oldest release's steps and reports carry its name.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/steps.sh
export WP_PORT=${WP_PORT:-$((8080 + ${E2E_PORT_OFFSET:-0}))}
export WP_STATE_DIR=${WP_STATE_DIR:-$PWD/.tmp/wordpress}
export WP_RELEASE=${WP_RELEASE:-current}
# Step names and report files of the oldest release carry its name, so both can be counted.
label=""
report_suffix=""
if [[ $WP_RELEASE != current ]]; then label=" (WordPress $WP_RELEASE)"; report_suffix="-$WP_RELEASE"; fi
jest_report="wordpress-jest$report_suffix.json"
phpunit_report="phpunit$report_suffix.xml"
log_file=".tmp/wordpress$report_suffix.log"
# The plugin's webhook goes to a server that wordpress/tests/site/webhook.test.ts starts.
export WP_WEBHOOK_PORT=$((WP_PORT + 1))
export WP_WEBHOOK_SECRET=wordpress-tests
# The webhook's retries, fast enough for wordpress/tests/site/webhook.test.ts to see a call that
# failed while the site was down delivered within seconds of its return (production: 30 s to 1 h).
export EOS_REVALIDATE_RETRY_DELAYS=2,3,5
export WP_CRON_EVERY=2
rm -f ".tmp/$jest_report" ".tmp/$phpunit_report"

# php -l is a check of every PHP file, not a test: one file that does not parse fails the step.
php_lint() {
  local failed=0 file
  while IFS= read -r file; do
    php -l "$file" > /dev/null 2> .tmp/php-lint-error.txt || { failed=1; echo "php -l failed: $file"; cat .tmp/php-lint-error.txt; }
  done < <(git ls-files '*.php'; git ls-files --others --exclude-standard '*.php')
  return $failed
}

started=$SECONDS
step=$SECONDS
SITE_URL="http://127.0.0.1:$WP_WEBHOOK_PORT" REVALIDATE_SECRET="$WP_WEBHOOK_SECRET" \
  bash scripts/wordpress.sh reset > "$log_file" 2>&1
up_status=$?
up_seconds=$((SECONDS - step))
if [[ $up_status -ne 0 ]]; then
  echo "scripts/wordpress.sh reset failed:"; tail -n 30 "$log_file"
fi
record_step "WordPress reset with the sample content$label" check $up_status
lint_status=0
if [[ ${WP_LINT:-1} == 1 ]]; then
  # php -l needs PHP, which the first `up` installs.
  if command -v php > /dev/null; then php_lint; lint_status=$?; else echo "php -l: no php"; lint_status=1; fi
  record_step "php -l on every PHP file" check $lint_status
fi

# PHPUnit is a test tool, not part of WordPress: installed here, not by scripts/wordpress.sh.
if [[ $up_status -eq 0 ]] && ! command -v phpunit >/dev/null; then
  echo "installing Debian's phpunit"
  { if [[ $(id -u) -eq 0 ]]; then apt-get install -y -qq --no-install-recommends phpunit; else sudo apt-get install -y -qq --no-install-recommends phpunit; fi; } > .tmp/phpunit-install.log 2>&1 \
    || { echo "could not install phpunit"; tail -n 20 .tmp/phpunit-install.log; }
fi

jest_status=1
phpunit_status=1
tests_seconds=0
if [[ $up_status -eq 0 ]]; then
  step=$SECONDS
  npx jest -c jest.wordpress.config.mjs --ci --json --outputFile=".tmp/$jest_report"
  jest_status=$?
  record_step "WordPress: contract parity, writes, webhook$label" jest $jest_status "$jest_report"
  phpunit -c wordpress/tests/phpunit/phpunit.xml --log-junit ".tmp/$phpunit_report"
  phpunit_status=$?
  record_step "PHPUnit$label" phpunit $phpunit_status "$phpunit_report"
  tests_seconds=$((SECONDS - step))
fi
[[ ${WP_KEEP_RUNNING:-0} == 1 ]] || bash scripts/wordpress.sh stop >> "$log_file" 2>&1
echo "WordPress part$label: $((SECONDS - started)) s (reset with install and import ${up_seconds} s, tests ${tests_seconds} s)"
[[ $up_status -eq 0 && $jest_status -eq 0 && $phpunit_status -eq 0 && $lint_status -eq 0 ]]
