#!/usr/bin/env bash
# Checks the RefreshKit Check app's sources (Apps/RefreshKitCheck/Sources) against the iOS SDKs, as
# ../shared/tools/ios-sdk-check.sh checks Examples/: compiled (whole module, -Osize, Swift 6 mode, warnings are
# errors) for arm64-apple-ios17.0, the app's deployment target, against iOS 18.0 and 26.2, and type-checked against
# the iOS 16.4 SDK (iPhoneOS16.5.sdk), with RefreshKit, RefreshKitUIKit, RefreshKitSwiftUI and RefreshKitTools built
# against each SDK as that script builds them (its sdk-check-lib.sh). The app lives outside Examples/, which that
# script compiles as one module. Its UI tests (Apps/RefreshKitCheck/UITests) are not checked: these SDKs have no
# XCTest. Nothing is linked or run.
# Usage: Scripts/check-check-app.sh [--sdk DIR]
# Exit: 0 the app compiles with no warning against every SDK checked; 1 it does not; 3 no iOS SDK, or
# ../shared/tools missing (nothing checked).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
sdk_arg=${REFRESHKIT_IOS_SDK:-}
while [ $# -gt 0 ]; do
  case $1 in
    --sdk) sdk_arg=${2:?--sdk needs a directory}; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0" | cut -c3-; exit 0 ;;
    *) echo "check-check-app: unknown argument $1" >&2; exit 2 ;;
  esac
done
here=$root/../shared/tools
if [ ! -f "$here/ios-sdk/sdk-check-lib.sh" ]; then
  echo "check app: not checked (../shared/tools/ios-sdk/sdk-check-lib.sh is not beside this checkout)"
  exit 3
fi
checkout=$root
# shellcheck source=/dev/null
source "$here/ios-sdk/sdk-check-lib.sh"
sdks=()
if [ -n "$sdk_arg" ]; then sdks=("$sdk_arg")
else
  for name in iPhoneOS16.5.sdk iPhoneOS18.0.sdk iPhoneOS26.2.sdk; do
    if [ -f "$rk_cache/$name/SDKSettings.json" ]; then sdks+=("$rk_cache/$name")
    else echo "$name: not checked (not in $rk_cache; ../shared/tools/ios-sdk/README.md says how to get it)"; fi
  done
fi
if [ ${#sdks[@]} -eq 0 ]; then
  echo "check app: not checked (no iOS SDK in $rk_cache)"
  exit 3
fi

mapfile -t core < <(sources Sources/RefreshKit)
mapfile -t glue < <(sources Sources/RefreshKitUIKit)
mapfile -t swiftui < <(sources Sources/RefreshKitSwiftUI)
mapfile -t tools < <(sources Sources/RefreshKitTools)
mapfile -t app < <(sources Apps/RefreshKitCheck/Sources)
app+=(Tests/UIKitFacts/UIKitFacts.swift)  # the project compiles UIKit's facts into the app (UIKitFactsOnDevice.swift)
swift6_checks=()  # as ios-sdk-check.sh: Swift 5 mode with Swift 6's checks for RefreshKit against the iOS 16 SDK
for f in IsolatedDefaultValues InferSendableFromCaptures GlobalActorIsolatedTypesUsability RegionBasedIsolation \
  DisableOutwardActorInference DynamicActorIsolation InferIsolatedConformances ConciseMagicFile \
  ForwardTrailingClosures ImportObjcForwardDeclarations DeprecateApplicationMain; do
  swift6_checks+=(-enable-upcoming-feature "$f")
done

# cached_module NAME FLAGS... -- FILES...: write_module, kept in the SDK's cache folder, keyed by the compiler set-up,
# this script, the files and the modules before it (a second run builds none of them).
cached_module() {
  local name=$1 key hit files=() arg seen=0; shift
  for arg in "$@"; do
    if [ $seen -eq 1 ]; then files+=("$arg"); elif [ "$arg" = -- ]; then seen=1; fi
  done
  key=$( { echo "$chain $name ${common[*]} $*"; cat "$0"; sha1sum -- "${files[@]}"; } | sha1sum | cut -c1-16)
  chain="$chain $key"
  hit=$base/check-app/$key
  if [ -f "$hit/$name.swiftmodule" ]; then cp "$hit/$name.swiftmodule" "$modules/"; return 0; fi
  write_module "$name" "$@" || return 1
  mkdir -p "$hit" && cp "$modules/$name.swiftmodule" "$hit/"
  ls -1t "$base/check-app" | tail -n +13 | while read -r old; do rm -rf "${base:?}/check-app/$old"; done
}

for dir in "${sdks[@]}"; do
  sdk_prepare "$(cd "$dir" && pwd)" arm64-apple-ios17.0
  lib=(-parse-as-library -Xfrontend -import-module -Xfrontend CoreGraphics)
  shims=()
  if [ "$sdk_major" -ge 18 ]; then
    mode=compile core_mode=(-swift-version 6)
  else
    mode=typecheck core_mode=(-swift-version 5 "${swift6_checks[@]}")
    [ "$sdk_major" -lt 17 ] && shims=("$here"/ios-sdk/shims/*.swift) && swiftui_overlay
  fi
  # The libraries' interfaces (function bodies skipped): ios-sdk-check.sh checks the libraries themselves.
  built=1
  cached_module RefreshKit "${lib[@]}" "${core_mode[@]}" -- ${shims[@]+"${shims[@]}"} "${core[@]}" &&
    cached_module RefreshKitUIKit "${lib[@]}" -swift-version 6 -- ${shims[@]+"${shims[@]}"} "${glue[@]}" &&
    cached_module RefreshKitSwiftUI "${lib[@]}" -swift-version 6 -- ${shims[@]+"${shims[@]}"} "${swiftui[@]}" &&
    cached_module RefreshKitTools "${lib[@]}" -swift-version 6 -- ${shims[@]+"${shims[@]}"} "${tools[@]}" || built=0
  if [ $built -eq 0 ]; then
    echo "check app: the libraries' modules could not be built against $sdk_name (ios-sdk-check.sh says why)"
    failed=1
    continue
  fi
  check_module RefreshKitCheck "RefreshKit Check app (${#app[@]} files)" "$mode" "error|warning" \
    -parse-as-library -swift-version 6 -- "${app[@]}"
done
exit $failed
