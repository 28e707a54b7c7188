#!/usr/bin/env bash
# Type-checks every ```swift block of README.md, of the DocC catalogs (Sources/*/*.docc) and of docs/, one block at a
# time (Scripts/doc_snippets.py extracts them and says what kind each is):
#   core      blocks that need only RefreshKit (and RefreshKitTools): on this machine, against the modules `swift build`
#             made, in Swift 6 mode;
#   manifest  a Package.swift (`// swift-tools-version` first): against the toolchain's PackageDescription;
#   ios       blocks that import UIKit, SwiftUI, RefreshKitUIKit or RefreshKitSwiftUI: against an iOS SDK, for
#             arm64-apple-ios13.0 (the package's minimum), with RefreshKit, RefreshKitUIKit and RefreshKitSwiftUI
#             built against that SDK as ../shared/tools/ios-sdk-check.sh builds them (its sdk-check-lib.sh); the core
#             blocks are type-checked there too, so that an API newer than iOS 13 in a block shows.
# A block marked `<!-- snippet: partial -->` on the line before its fence is skipped; names a block uses without
# declaring them (`feed`, `list`, `tableView`) come from Scripts/doc-snippets/*.swift (see CONTRIBUTING.md).
# Usage: Scripts/check-doc-snippets.sh [--sdk DIR] [FILE.md...]   (default: all of the above); DOC_SNIPPETS_VERBOSE=1
# prints a line for each block that passes too.
# SDK: --sdk DIR, $REFRESHKIT_IOS_SDK, else iPhoneOS26.2.sdk or iPhoneOS18.0.sdk in ~/.cache/refreshkit/.
# Exit: 0 every block checked compiles and none was skipped for want of an SDK; 1 a block does not compile; 3 the
# core and manifest blocks compile, and the iOS blocks were not checked (no iOS SDK, or ../shared/tools missing).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

sdk_arg=${REFRESHKIT_IOS_SDK:-} files=()
while [ $# -gt 0 ]; do
  case $1 in
    --sdk) sdk_arg=${2:?--sdk needs a directory}; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0" | cut -c3-; exit 0 ;;
    *) files+=("$1"); shift ;;
  esac
done
if [ ${#files[@]} -eq 0 ]; then
  mapfile -t files < <({ echo README.md; find Sources -path '*.docc/*' -name '*.md'; find docs -name '*.md'; } \
    2>/dev/null | LC_ALL=C sort -u)
fi

snippets=$(mktemp -d)
trap 'rm -rf "$snippets"' EXIT
python3 Scripts/doc_snippets.py list "${files[@]}" >"$snippets/index" || exit 1
count() { awk -F'\t' -v k="$1" '$2 == k' "$snippets/index" | wc -l; }
echo "doc snippets: $(count core) core, $(count ios) iOS, $(count manifest) manifest, $(count partial) partial" \
  "in ${#files[@]} files"
awk -F'\t' '$2 == "partial" {print $1 ": skipped (marked partial)"}' "$snippets/index"
failed=0

# Core blocks, on this machine: the modules of `swift build` (nothing is rebuilt when they are up to date), and the
# context module, which the blocks import implicitly.
swift build --target RefreshKitTools >"$snippets/build.log" 2>&1 || { cat "$snippets/build.log"; exit 1; }
bin=$(swift build --show-bin-path)
swiftc -emit-module -parse-as-library -module-name DocSnippetContext -swift-version 6 -I "$bin/Modules" \
  -emit-module-path "$snippets/linux/DocSnippetContext.swiftmodule" Scripts/doc-snippets/Context.swift || exit 1
context=(-Xfrontend -import-module -Xfrontend DocSnippetContext)
DOC_SNIPPETS_LABEL="core blocks, on this machine" python3 Scripts/doc_snippets.py check core "$snippets/core" \
  "${files[@]}" -- -swift-version 6 -I "$bin/Modules" -I "$snippets/linux" "${context[@]}" || failed=1

# The manifest blocks, against the toolchain's PackageDescription, as SwiftPM reads a Package.swift of tools 6.0.
manifest_api=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/pm/ManifestAPI
DOC_SNIPPETS_LABEL="manifest blocks" python3 Scripts/doc_snippets.py check manifest "$snippets/manifest" \
  "${files[@]}" -- -swift-version 6 -I "$manifest_api" -package-description-version 6.0 || failed=1

# The iOS blocks, against an iOS SDK, with the shared tools' set-up of the compiler for it.
skip() {
  echo "iOS blocks ($(count ios)): not checked ($1)"
  [ $failed -eq 0 ] && exit 3
  exit 1
}
here=$root/../shared/tools
[ -f "$here/ios-sdk/sdk-check-lib.sh" ] || skip "../shared/tools/ios-sdk/sdk-check-lib.sh is not beside this checkout"
rk_cache=${XDG_CACHE_HOME:-$HOME/.cache}/refreshkit
sdk=""
if [ -n "$sdk_arg" ]; then sdk=$sdk_arg
else
  for name in iPhoneOS26.2.sdk iPhoneOS18.0.sdk; do
    [ -d "$rk_cache/$name" ] && { sdk=$rk_cache/$name; break; }
  done
fi
[ -n "$sdk" ] && [ -f "$sdk/SDKSettings.json" ] ||
  skip "no iOS SDK: iPhoneOS26.2.sdk or iPhoneOS18.0.sdk in $rk_cache, as ../shared/tools/ios-sdk/README.md says"
checkout=$root
# shellcheck source=/dev/null
source "$here/ios-sdk/sdk-check-lib.sh"  # sets its own EXIT trap for its folder: remove both
trap 'rm -rf "$snippets" "$work"' EXIT
sdk_prepare "$(cd "$sdk" && pwd)" arm64-apple-ios13.0
[ "$sdk_major" -ge 18 ] || skip "$sdk_name predates Swift 6.0 (Xcode 16): use iPhoneOS18.0.sdk or later"
lib=(-parse-as-library -Xfrontend -import-module -Xfrontend CoreGraphics -swift-version 6)

# ios_module NAME FILES...: the module's interface (function bodies skipped), in $modules; kept in the SDK's cache
# folder, keyed by the compiler set-up, this script, the files and the modules before it.
chain=""
ios_module() {
  local name=$1 key; shift
  key=$( { echo "$chain $name ${common[*]} ${lib[*]}"; cat "$0"; sha1sum "$@"; } | sha1sum | cut -c1-16)
  chain="$chain $key"
  local hit=$base/doc-snippets/$key
  if [ -f "$hit/$name.swiftmodule" ]; then cp "$hit/$name.swiftmodule" "$modules/"; return 0; fi
  # The package's own modules share its package name, as SwiftPM compiles them: RefreshKitTools reaches RefreshKit's
  # `package` declarations (the simulated motion's seam, issue 58).
  local package=(); case $name in RefreshKit*) package=(-package-name refreshkit) ;; esac
  if ! swiftc -emit-module -module-name "$name" "${common[@]}" -I "$modules" "${lib[@]}" "${package[@]}" \
    -emit-module-path "$modules/$name.swiftmodule" -Xfrontend -experimental-skip-non-inlinable-function-bodies \
    "$@" >"$snippets/$name.log" 2>&1; then
    echo "$name: its module could not be built against $sdk_name (../shared/tools/ios-sdk-check.sh says why)"
    grep -E "error:" "$snippets/$name.log" | head -n 10
    return 1
  fi
  mkdir -p "$hit" && cp "$modules/$name.swiftmodule" "$hit/"
  ls -1t "$base/doc-snippets" | tail -n +13 | while read -r old; do rm -rf "${base:?}/doc-snippets/$old"; done
}
mapfile -t core_sources < <(sources Sources/RefreshKit)
mapfile -t glue_sources < <(sources Sources/RefreshKitUIKit)
mapfile -t swiftui_sources < <(sources Sources/RefreshKitSwiftUI)
mapfile -t tools_sources < <(sources Sources/RefreshKitTools)
ios_module RefreshKit "${core_sources[@]}" && ios_module RefreshKitUIKit "${glue_sources[@]}" &&
  ios_module RefreshKitSwiftUI "${swiftui_sources[@]}" && ios_module RefreshKitTools "${tools_sources[@]}" &&
  ios_module DocSnippetContext Scripts/doc-snippets/Context.swift Scripts/doc-snippets/AppContext.swift ||
  exit 1
ios_flags=("${common[@]}" -swift-version 6 -I "$modules" -Xfrontend -import-module -Xfrontend CoreGraphics
  "${context[@]}")
DOC_SNIPPETS_LABEL="iOS blocks, against $sdk_name" python3 Scripts/doc_snippets.py check ios "$snippets/ios" \
  "${files[@]}" -- "${ios_flags[@]}" || failed=1
DOC_SNIPPETS_LABEL="core blocks, against $sdk_name" python3 Scripts/doc_snippets.py check core "$snippets/core-ios" \
  "${files[@]}" -- "${ios_flags[@]}" || failed=1
exit $failed
