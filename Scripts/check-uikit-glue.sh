#!/usr/bin/env bash
# Type-checks Sources/RefreshKitUIKit on Linux against the UIKit double (Tests/UIKitDouble), with warnings as errors
# (the SDK check counts them as failures too). `swift test` already compiles and runs the layer's files against the
# double, under module aliases; this check compiles the double under Apple's own module names (UIKit, QuartzCore),
# as an app's build sees the SDK, and refuses any warning. The doubles are compiled in Swift 5 mode, as the SDK's
# Objective-C headers are imported (see Tests/UIKitDouble/README.md). Needs the RefreshKit module built
# (`swift build`); nothing is linked or run.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(mktemp -d)"
trap 'rm -rf "$modules"' EXIT
bin="$(swift build --show-bin-path)"
swiftc -parse-as-library -emit-module -module-name QuartzCore -swift-version 5 \
  -emit-module-path "$modules/QuartzCore.swiftmodule" Tests/UIKitDouble/QuartzCore/*.swift
# The version of the newest SDK's UIKit (iOS 26.2), as Package.swift gives the double.
swiftc -parse-as-library -emit-module -module-name UIKit -swift-version 5 -user-module-version 9126.2.4 -I "$modules" \
  -emit-module-path "$modules/UIKit.swiftmodule" Tests/UIKitDouble/UIKit/*.swift
swiftc -typecheck -parse-as-library -module-name RefreshKitUIKit -swift-version 6 -warnings-as-errors -I "$modules" \
  -I "$bin/Modules" \
  Sources/RefreshKitUIKit/*.swift
echo "RefreshKitUIKit type-checks against the UIKit double"
