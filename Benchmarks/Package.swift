// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "Benchmarks",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
  ],
  dependencies: [
    .package(name: "swift-composable-architecture", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "HeapUsage",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "ComposableViews", package: "swift-composable-architecture"),
      ]
    ),
    .target(name: "HeapUsage"),
  ],
  swiftLanguageModes: [.v6]
)
