#!/usr/bin/env bash
# Counts the instructions of one scroll event with callgrind and checks them against the goals in
# Benchmarks/Thresholds/<Swift version>/instructions-per-scroll-event.json (see README.md, "Instructions with
# callgrind"). Callgrind counts the same on every run and every machine of one architecture, whatever else the machine
# does, and needs no performance counters, which many machines (CI's among them) do not expose.
#
# For each mode (`baseline`: a model with one empty observer; `components`: a SimpleHeader and a SimpleAutoFooter;
# `device`: a whole device frame, see README.md, "The device path"), ScrollEventLoop runs 2,000 and then 12,000 events
# (frames); the instructions per event are the difference over 10,000, which cancels start-up and the fixture. Exits 0
# when all are at or under their thresholds, 1 otherwise.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/thresholds.sh"
limits="$thresholds/instructions-per-scroll-event.json"
if ! command -v valgrind >/dev/null 2>&1; then
  echo "check-instructions.sh: valgrind is needed (apt-get install valgrind)" >&2
  exit 1
fi

swift build --package-path "$here" -c release --product ScrollEventLoop >/dev/null
loop="$(swift build --package-path "$here" -c release --show-bin-path)/ScrollEventLoop"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Prints the instructions of `ScrollEventLoop MODE COUNT`.
collected() {
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "$loop" "$1" "$2" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

failed=0
for mode in baseline components device; do
  short="$(collected "$mode" 2000)"
  long="$(collected "$mode" 12000)"
  per_event=$(((long - short) / 10000))
  limit="$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$limits" "$mode")"
  unit="scroll event"
  [ "$mode" = device ] && unit="device frame"
  if [ "$per_event" -le "$limit" ]; then
    echo "instructions per $unit, $mode: $per_event (threshold $limit): ok"
  else
    echo "instructions per $unit, $mode: $per_event (threshold $limit): OVER" >&2
    failed=1
  fi
done
exit "$failed"
