#!/usr/bin/env bash
# Type-checks Sources/RefreshKitUIKit on Linux against Scripts/uikit-stub: modules named UIKit and QuartzCore that
# declare exactly what the glue uses, with the signatures Apple's documentation gives. A glue call whose signature
# the stub does not have fails here, and so does any warning (the SDK check counts them as failures too). The
# UIKit stub is compiled in Swift 5 mode, as the SDK's Objective-C headers are imported (see its header). Needs
# the RefreshKit module built (`swift build`); nothing is linked or run.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(mktemp -d)"
trap 'rm -rf "$modules"' EXIT
bin="$(swift build --show-bin-path)"
swiftc -parse-as-library -emit-module -module-name QuartzCore -swift-version 6 \
  -emit-module-path "$modules/QuartzCore.swiftmodule" Scripts/uikit-stub/QuartzCore.swift
swiftc -parse-as-library -emit-module -module-name UIKit -swift-version 5 -I "$modules" \
  -emit-module-path "$modules/UIKit.swiftmodule" Scripts/uikit-stub/UIKit.swift
swiftc -typecheck -parse-as-library -module-name RefreshKitUIKit -swift-version 6 -warnings-as-errors -I "$modules" \
  -I "$bin/Modules" \
  Sources/RefreshKitUIKit/*.swift
echo "RefreshKitUIKit type-checks against the UIKit stub"
