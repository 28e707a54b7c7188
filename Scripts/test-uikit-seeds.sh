#!/usr/bin/env bash
# Runs the UIKit layer's suite (RefreshKitUIKitTests, against the UIKit double) on 20 seeds of the order in which
# several key-value observers of one key are called: UIKit documents no order, so the double shuffles it for a seed
# given in UIKIT_DOUBLE_SEED (Tests/UIKitDouble/UIKit/KeyValueObserving.swift, KeyValueObservers.orderSeed). CI runs
# the default seed (0: the order of registration). Usage: Scripts/test-uikit-seeds.sh [first seed, default 1].
# Exits 1 when any seed fails, naming it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
first="${1:-1}"
swift build --build-tests >/dev/null
failed=()
for seed in $(seq "$first" $((first + 19))); do
  if UIKIT_DOUBLE_SEED="$seed" swift test --skip-build --filter RefreshKitUIKitTests >"/tmp/uikit-seed-$seed.log" 2>&1; then
    echo "seed $seed: passed"
  else
    echo "seed $seed: FAILED (see /tmp/uikit-seed-$seed.log)"
    failed+=("$seed")
  fi
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "failed seeds: ${failed[*]}"
  exit 1
fi
echo "all 20 seeds passed"
