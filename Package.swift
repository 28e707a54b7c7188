// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "RefreshKit",
  // The built-in texts are localized resources (Sources/RefreshKit/Localization/Tables/<language>.lproj): English is
  // the language they are written in.
  defaultLocalization: "en",
  // The lowest releases whose runtime has Swift concurrency (Task, AsyncStream, async actions): it back-deploys to
  // the 13-family. visionOS has had it from its first release.
  platforms: [.iOS(.v13), .macOS(.v10_15), .macCatalyst(.v13), .tvOS(.v13), .visionOS(.v1)],
  products: [
    .library(name: "RefreshKit", targets: ["RefreshKit"]),
    // The UIKit layer: `scrollView.refreshKit.header = …`. Empty where UIKit is not available.
    .library(name: "RefreshKitUIKit", targets: ["RefreshKitUIKit"]),
    // The SwiftUI modifiers: `List { … }.refreshKitHeader { … }`. Empty where SwiftUI and UIKit are not available.
    .library(name: "RefreshKitSwiftUI", targets: ["RefreshKitSwiftUI"]),
    // Tools for testing and debugging, not for an app to link: trace recording and replay, and the text renderer.
    .library(name: "RefreshKitTools", targets: ["RefreshKitTools"]),
    .executable(name: "refreshkit-demo", targets: ["RefreshKitDemo"]),
  ],
  targets: [
    // The privacy manifest: UserDefaultsLastUpdatedStore reads and writes the app's own defaults (reason CA92.1). The
    // built-in texts: one `.strings` table per language, read by RefreshStrings from the package's resource bundle.
    .target(
      name: "RefreshKit", resources: [.copy("PrivacyInfo.xcprivacy"), .process("Localization/Tables")]),
    .target(name: "RefreshKitUIKit", dependencies: ["RefreshKit"]),
    .target(name: "RefreshKitSwiftUI", dependencies: ["RefreshKit", "RefreshKitUIKit"]),
    .target(name: "RefreshKitTools", dependencies: ["RefreshKit"]),
    // The demo compiles RefreshKitTools' sources itself (Sources/RefreshKitDemo/Tools links to them), so that it
    // builds against RefreshKit alone, as the macOS SDK check compiles it.
    .executableTarget(name: "RefreshKitDemo", dependencies: ["RefreshKit"]),
    // UIKit's facts as scripts (Tests/UIKitFacts): what a scroll view reports and where it puts the offset, checked
    // against the core tests' FakeUIScrollView and against the UIKit double, so that the two describe one UIKit.
    .target(name: "UIKitFacts", path: "Tests/UIKitFacts"),
    .testTarget(
      name: "RefreshKitTests", dependencies: ["RefreshKit", "RefreshKitTools", "RefreshKitSwiftUI", "UIKitFacts"],
      // Traces/: recorded traces (from the RefreshKit Check app, or written by hand: HandWritten…), each replayed
      // and checked by RecordedTraceTests.
      resources: [.copy("Traces")]),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // The UIKit layer under test on Linux: Tests/UIKitDouble is a UIKit and a QuartzCore that behave. Read on Linux,
  // the manifest compiles RefreshKitUIKit's own files against them (everywhere else that target has no UIKit on
  // Linux and is empty), and RefreshKitUIKitTests tests them. The doubles' modules are named UIKitDouble and
  // QuartzCoreDouble and imported under Apple's names through module aliases, so that no module named UIKit is ever
  // on the build's search path: `canImport(UIKit)` stays false for every other target. Read on Apple platforms, the
  // manifest has none of this.
  let doubleAliases: [SwiftSetting] = [
    .unsafeFlags(["-module-alias", "UIKit=UIKitDouble", "-module-alias", "QuartzCore=QuartzCoreDouble"])
  ]
  // Only where RefreshKit is the package being built: unsafe flags would make its products ineligible for a package
  // that depends on it (SwiftPM checks a dependency out under .build/checkouts). REFRESHKIT_NO_UIKIT_DOUBLE=1 leaves
  // the double out anywhere.
  let isRootPackage =
    !Context.packageDirectory.contains("/.build/checkouts/")
    && Context.environment["REFRESHKIT_NO_UIKIT_DOUBLE"] == nil
  if isRootPackage {
    for target in package.targets where target.name == "RefreshKitUIKit" {
      target.dependencies += ["UIKitDouble", "QuartzCoreDouble"]
      target.swiftSettings = (target.swiftSettings ?? []) + doubleAliases
    }
    package.targets += [
      .target(
        name: "QuartzCoreDouble", path: "Tests/UIKitDouble/QuartzCore", swiftSettings: [.swiftLanguageMode(.v5)]),
      // Swift 5 mode, as the SDK's Objective-C headers are imported: UIKit's mutable globals stay `static var`. The
      // version is that of the newest SDK's UIKit (iOS 26.2), which the double models: code that asks
      // `canImport(UIKit, _version:)` for API newer than an old SDK's compiles as against it.
      .target(
        name: "UIKitDouble", dependencies: ["QuartzCoreDouble"], path: "Tests/UIKitDouble/UIKit",
        swiftSettings: doubleAliases + [
          .swiftLanguageMode(.v5), .unsafeFlags(["-user-module-version", "9126.2.4"]),
        ]),
      // Swift Testing has overlays for `import Testing` beside Apple's UIKit, which Linux lacks: not looked for.
      .testTarget(
        name: "RefreshKitUIKitTests",
        dependencies: [
          "RefreshKit", "RefreshKitUIKit", "RefreshKitTools", "UIKitDouble", "QuartzCoreDouble", "UIKitFacts",
        ],
        swiftSettings: doubleAliases + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ]
  }
#endif
