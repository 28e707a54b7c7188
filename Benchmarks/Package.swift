// swift-tools-version: 6.1
// The benchmark package of RefreshKit (goals in README.md here). It is a package of its own, so that the library keeps no
// dependencies: it depends on the library by path and on ordo-one/package-benchmark.
import PackageDescription

let package = Package(
  name: "RefreshKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "RefreshKit", path: ".."),
    // ordo-one/benchmark, formerly package-benchmark (its plugin asks for the new name).
    // The MallocInterposer trait gives malloc counts on Swift 6.3+ without jemalloc; naming the traits also leaves
    // out the RuntimeInterposer trait, whose package is not needed.
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The scenarios measured, shared by the benchmarks and the plain executable.
    .target(
      name: "RefreshKitScenarios",
      // RefreshKitTools: the simulated finger and motion (issue 58).
      dependencies: [
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "RefreshKitTools", package: "RefreshKit"),
      ]
    ),
    // `swift package benchmark`: package-benchmark's layout, Benchmarks/<Target>/.
    .executableTarget(
      name: "RefreshKitBenchmarks",
      dependencies: [
        "RefreshKitScenarios",
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/RefreshKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // A plain executable running the scroll-event loop N times, for `valgrind --tool=callgrind`.
    .executableTarget(
      name: "ScrollEventLoop",
      dependencies: ["RefreshKitScenarios"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
