#!/usr/bin/env bash
# The package declares swift-tools-version 6.0, so that Xcode 16 (Swift 6.0 and 6.1) can resolve and build it, while
# this machine's toolchain is newer and accepts syntax that 6.0 rejects. No 6.0 compiler runs here: this scan refuses
# the newer constructs one can name (it is a guard, not a proof). Each pattern is a Swift 6.1 or 6.2 addition.
set -euo pipefail
cd "$(dirname "$0")/.."

patterns=(
  'weak let '                   # SE-0481, Swift 6.2
  'isolated deinit'             # SE-0371, Swift 6.2
  'nonisolated\(nonsending\)'   # SE-0461, Swift 6.2
  '@concurrent'                 # SE-0461, Swift 6.2
  'InlineArray'                 # SE-0453, Swift 6.2
  '\bSpan<'                     # SE-0447, Swift 6.2
  'Task\.immediate'             # SE-0472, Swift 6.2
  ': @MainActor [A-Z]'          # isolated conformances, SE-0470, Swift 6.2
  '\\\([^)]*, default: "'       # string interpolation default values, SE-0477, Swift 6.2
  '^\s*nonisolated (struct|class|enum|extension|protocol) ' # nonisolated on types, SE-0449, Swift 6.1
  'func `[^`]* [^`]*`'          # raw identifiers, SE-0451, Swift 6.2
)
roots=(Package.swift)
for dir in Sources Tests Examples Apps; do [ -d "$dir" ] && roots+=("$dir"); done
found=0
for pattern in "${patterns[@]}"; do
  if matches=$(grep -rnE --include='*.swift' "$pattern" "${roots[@]}"); then
    echo "$matches"
    found=1
  fi
done
# Trailing commas in parameter and argument lists are Swift 6.1 (SE-0439); in array literals they were always fine.
if python3 - <<'PY'
import pathlib, re, sys
bad = []
for path in sorted(pathlib.Path(".").glob("*/**/*.swift")):
    if not str(path).startswith(("Sources", "Tests", "Examples")):
        continue
    text = path.read_text()
    for match in re.finditer(r",\s*\n\s*\)", text):
        bad.append(f"{path}:{text.count(chr(10), 0, match.start()) + 1}: a trailing comma before ')'")
if bad:
    print("\n".join(bad))
    sys.exit(1)
PY
then :; else found=1; fi
if [ $found -ne 0 ]; then
  echo "error: the lines above use syntax newer than Swift 6.0, which the package's tools version promises" >&2
  exit 1
fi
echo "no syntax newer than Swift 6.0 found"
