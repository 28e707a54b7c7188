// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "RefreshKit",
  products: [
    .library(name: "RefreshKit", targets: ["RefreshKit"]),
    .executable(name: "refreshkit-demo", targets: ["RefreshKitDemo"]),
  ],
  targets: [
    .target(name: "RefreshKit"),
    .executableTarget(name: "RefreshKitDemo", dependencies: ["RefreshKit"]),
    .testTarget(
      name: "RefreshKitTests", dependencies: ["RefreshKit"],
      resources: [.copy("Support/DevicePullToRefresh.jsonl")]),
  ],
  swiftLanguageModes: [.v6]
)
