# Sourced by check.sh and check-instructions.sh: sets `here` (this folder), `swift_version` (major.minor of the
# toolchain) and `thresholds` (Thresholds/<swift_version>), or exits when there are none for this toolchain.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
swift_version="$(swift --version 2>&1 | sed -n 's/.*Swift version \([0-9][0-9]*\.[0-9][0-9]*\).*/\1/p' | head -n 1)"
thresholds="$here/Thresholds/$swift_version"
if [ ! -d "$thresholds" ]; then
  echo "$(basename "$0"): no thresholds for Swift $swift_version in $thresholds" >&2
  exit 1
fi
