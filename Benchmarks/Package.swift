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
    // With the `SQLite` trait, for ComposableSQLite's `@SharedReader(.fetchAll(…))` against GRDB
    // used directly (the `sqlite.` and `grdb.` scenarios).
    .package(name: "swift-composable-architecture", path: "..", traits: ["SQLite"]),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // Hummingbird's template engine, a peer of the view renderer for the 1,000-row page. Only
    // this package (which no library user builds or resolves) depends on it: the library's own
    // manifest, and so a package using only the core, resolves nothing new.
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
  ],
  targets: [
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "HeapUsage",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "ComposableViews", package: "swift-composable-architecture"),
        .product(name: "ComposableSQLite", package: "swift-composable-architecture"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Mustache", package: "swift-mustache"),
      ]
    ),
    .target(name: "HeapUsage"),
  ],
  swiftLanguageModes: [.v6]
)
