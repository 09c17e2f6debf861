# What each step of the test command reports, for scripts/count-results.mjs: sourced by
# scripts/test-all.sh and scripts/test-wordpress.sh. Lines go to $STEPS_FILE (default
# .tmp/steps.jsonl); report paths are relative to its folder.
STEPS_FILE=${STEPS_FILE:-.tmp/steps.jsonl}

# plan_steps NAME… : the steps this run must report; one that never does counts as a failure.
plan_steps() {
  mkdir -p "$(dirname "$STEPS_FILE")"
  local names
  names=$(printf '"%s",' "$@")
  echo "{\"plan\": [${names%,}]}" >> "$STEPS_FILE"
}

# record_step NAME KIND STATUS [REPORT] : KIND is jest, playwright, phpunit (a report) or check.
record_step() {
  echo "{\"step\": \"$1\", \"kind\": \"$2\", \"status\": $3, \"report\": \"${4:-}\"}" >> "$STEPS_FILE"
}
