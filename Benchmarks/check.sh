#!/usr/bin/env bash
# Runs the RefreshKit benchmarks in release and checks them against the thresholds committed in
# Benchmarks/Thresholds/<Swift version>/, which are the goals in Benchmarks/README.md:
#
#   scroll-event        mallocCountTotal 0 and memoryLeakedBytes 0 per sample of 10,000 offset changes
#   scroll-event-ratio  scrollEventToBaselinePercent at most 300 (the components' path at most 3x the baseline)
#   session             wallClock at most 7,200,000 ns per 7,200 frames (1 us per frame)
#   attach-held         memoryLeakedBytes at most 20,480,000 per 10,000 pairs (2 KB per pair)
#   attach-detach       memoryLeakedBytes 0 after 10,000 pairs attached and detached
#
# and then, with callgrind (check-instructions.sh), the instructions of one scroll event against
# Thresholds/<Swift version>/instructions-per-scroll-event.json: at most 250 bare, 600 with a header and a footer.
#
# A run at or under every threshold passes; one over any threshold, or a benchmark that fails its own sanity check
# (e.g. a scroll-event loop that changed a state), fails.
# Extra arguments go to `swift package benchmark`, e.g. `Benchmarks/check.sh --filter session`.
set -uo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/thresholds.sh"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
swift package --package-path "$here" benchmark thresholds check --path "$thresholds" --no-progress "$@" 2>&1 \
  | grep -a -v '^Warning: Custom threshold tolerance' | tee "$log"
status=${PIPESTATUS[0]}

# The plugin exits non-zero both when a run is worse than its thresholds and when it is only better, so the verdict
# is read from the tool's last words.
if grep -a -q -e 'crashed' -e 'benchmark job(s) failed' -e 'WORSE than' "$log"; then
  echo "check.sh: FAILED: a benchmark exceeds its threshold or failed (Swift $swift_version)" >&2
  exit 1
fi
if [ "$status" -eq 0 ] || grep -a -q "is BETTER than the defined thresholds" "$log"; then
  if ! "$here/check-instructions.sh"; then
    echo "check.sh: FAILED: a scroll event takes more instructions than its threshold (Swift $swift_version)" >&2
    exit 1
  fi
  echo "check.sh: passed: every benchmark is at or within its threshold (Swift $swift_version)"
  exit 0
fi
echo "check.sh: FAILED: the benchmark run ended with status $status" >&2
exit 1
