#!/usr/bin/env bash
# Runs every test of the suite on its own, one process each, in a shuffled order: a test that only passes after
# another one ran (shared state it relies on, a default left changed) fails here. `swift test` shows the other half:
# the tests pass together, in parallel. Swift Testing has no shuffle option of its own.
#
# Usage: Scripts/test-shuffled.sh [SEED]     (the seed is printed, so that a failing order can be replayed)
set -euo pipefail
cd "$(dirname "$0")/.."

seed="${1:-$RANDOM}"
echo "seed: $seed"
swift build --build-tests >/dev/null
mapfile -t tests < <(swift test list --skip-build 2>/dev/null | shuf --random-source=<(yes "$seed"))
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
failed=()
for test in "${tests[@]}"; do
  # The identifier, as a regular expression that matches it alone (a test's full identifier goes on with its source
  # location after a slash).
  pattern="^$(printf '%s' "$test" | sed 's/[][().*+?^$|\\]/\\&/g')(/|\$)"
  if ! swift test --skip-build --filter "$pattern" >"$log" 2>&1 || ! grep -q "Test run with 1 test" "$log"; then
    failed+=("$test")
    cat "$log"
  fi
done
echo "${#tests[@]} tests run one at a time in shuffled order (seed $seed), ${#failed[@]} failed"
for test in "${failed[@]}"; do echo "failed: $test"; done
[ "${#failed[@]}" -eq 0 ]
