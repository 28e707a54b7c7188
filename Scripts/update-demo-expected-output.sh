#!/bin/bash
# Regenerates Tests/RefreshKitTests/DemoExpectedOutput.swift and docs/story.svg (the default session's timeline
# plot, shown in the README) from the built demo.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product refreshkit-demo >/dev/null
bin=${1:-.build/debug/refreshkit-demo}
script=$(mktemp)
printf 'drag 0 120\ndrag 0 120\nrelease 0 0\nwait 0.5\nend header\nwait 1\n' > "$script"
emit() { echo "  static let $1 = #\"\"\""; cat; echo; echo '"""#'; echo; }
{
  echo "// swift-format-ignore-file"
  echo "// The demo's expected output, committed so that a change to what users see is a reviewed change."
  echo "// Regenerate with Scripts/update-demo-expected-output.sh after an intended change, and review the diff."
  echo
  echo "enum DemoExpectedOutput {"
  $bin | emit defaultSession
  $bin --scenario pull --json | emit pullJSON
  $bin --scenario failed-load --json | emit failedLoadJSON
  $bin --script "$script" | emit script
  echo "}"
} > Tests/RefreshKitTests/DemoExpectedOutput.swift
rm "$script"
mkdir -p docs
$bin --svg docs/story.svg >/dev/null
