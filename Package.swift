// swift-tools-version: 6.1

import CompilerPluginSupport
import PackageDescription

/// Dependencies only the live server's targets use: present with the `LiveServer` trait.
let liveServer = TargetDependencyCondition.when(traits: ["LiveServer"])
/// Dependencies only the SQLite store's targets use: present with the `SQLite` trait.
let sqlite = TargetDependencyCondition.when(traits: ["SQLite"])
/// Dependencies only the PostgreSQL store's targets use: present with the `PostgreSQL` trait.
let postgres = TargetDependencyCondition.when(traits: ["PostgreSQL"])

let package = Package(
  name: "swift-composable-architecture",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
  ],
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(name: "ComposableViews", targets: ["ComposableViews"]),
    .library(name: "ComposableLiveServer", targets: ["ComposableLiveServer"]),
    .library(name: "ComposableSQLite", targets: ["ComposableSQLite"]),
    .library(name: "ComposablePostgres", targets: ["ComposablePostgres"]),
    .executable(name: "SyncUps", targets: ["SyncUps"]),
    .executable(name: "SyncUpsWeb", targets: ["SyncUpsWeb"]),
    .executable(name: "composable-migrate", targets: ["composable-migrate"]),
  ],
  // The original's two traits, with the same names and meaning: off by default, a package that
  // depends on this one turns them on (`traits: ["ComposableArchitecture2Deprecations"]`) to see
  // what 2.0 will remove.
  traits: [
    .trait(
      name: "ComposableArchitecture2Deprecations",
      description: """
        Deprecate the spellings that 2.0 removes, each renamed to its replacement so that a \
        fix-it rewrites it (today: `scope(state:action:)` and `Scope(state:action:)`, renamed to \
        `scope(_:action:)` and `Scope(_:action:)`). Leave it on to stay ready for 2.0.
        """
    ),
    .trait(
      name: "ComposableArchitecture2DeprecationOverloads",
      description: """
        Deprecations that need extra overloads, which can slow type checking: turn it on for the \
        time of a migration. In the original it steers optional-chained destination scopes to \
        enum scopes, which this package does not have, so here it adds no deprecation.
        """
    ),
    // The live server is behind a trait, off by default, so that a package using only the core
    // resolves none of Hummingbird's packages (a plain product would make SwiftPM fetch them all).
    .trait(
      name: "LiveServer",
      description: "ComposableLiveServer: serve views to browsers (Hummingbird, WebSockets)."
    ),
    // The SQLite store is behind a trait for the same reason: a package using only the core
    // resolves no GRDB.
    .trait(
      name: "SQLite",
      description: "ComposableSQLite: `@Shared` state kept in and observed from SQLite (GRDB)."
    ),
    // The PostgreSQL store too: a package using only the core resolves no postgres-nio.
    .trait(
      name: "PostgreSQL",
      description: """
        ComposablePostgres: `@Shared` state kept in PostgreSQL (postgres-nio), followed across \
        processes through LISTEN/NOTIFY.
        """
    ),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // The live server's HTTP and WebSocket (only its targets use them). Hummingbird's default
    // traits (swift-configuration, full Foundation) are not needed.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // MARK: Library
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]
    ),
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: [
        "TestSupport",
        "ComposableArchitecture",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The library's API and macro expansions as a Swift 5 mode app or test target sees them
    // (ComposableViews for `@Entry`).
    .testTarget(
      name: "ComposableArchitectureSwift5Tests",
      dependencies: [
        "ComposableArchitecture",
        "ComposableViews",
        "TestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Random action sequences against a reference model, and concurrent stress.
    .testTarget(
      name: "ComposableArchitecturePropertyTests",
      dependencies: [
        "ComposableArchitecture",
        "TestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // Every public symbol of the library has a doc comment (read from its symbol graph).
    .testTarget(
      name: "PublicAPITests",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),

    // MARK: Views: SwiftUI's names and shapes, rendered as HTML
    .target(
      name: "ComposableViews",
      dependencies: [
        "ComposableArchitecture",
        // `#Preview`'s expansion.
        "ComposableArchitectureMacros",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "ComposableViewsTests",
      dependencies: [
        // The migrator's output for the seeds' views is rendered next to its input.
        "ComposableMigrate",
        "ComposableViews",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),

    // MARK: README: its code blocks are compiled and run by the tests
    // What several test suites need: waiting for a condition, counting observed changes, temporary
    // directories, blocking work off the cooperative pool.
    .target(
      name: "TestSupport",
      dependencies: [.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "ReadmeTests",
      dependencies: [
        "TestSupport",
        "ComposableArchitecture",
        "ComposableViews",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: ["ReadmeSnippetsPlugin"]
    ),
    .plugin(
      name: "ReadmeSnippetsPlugin",
      capability: .buildTool(),
      dependencies: ["readme-snippets"],
      path: "Tests/ReadmeSupport/Plugin"
    ),
    .executableTarget(name: "readme-snippets", path: "Tests/ReadmeSupport/Extractor"),

    // MARK: Example app
    .target(
      name: "SyncUpsFeatures",
      // ComposableSQLite is empty without the `SQLite` trait (`--data team.sqlite` needs it), and
      // ComposablePostgres without the `PostgreSQL` trait (`--database postgres://…` needs it).
      dependencies: ["ComposableArchitecture", "ComposablePostgres", "ComposableSQLite"],
      path: "Examples/SyncUps/Sources/SyncUpsFeatures"
    ),
    // The SyncUps screens as SwiftUI views (ComposableViews where there is no SwiftUI).
    .target(
      name: "SyncUpsViews",
      dependencies: ["ComposableViews", "SyncUpsFeatures"],
      path: "Examples/SyncUps/Sources/SyncUpsViews"
    ),
    .executableTarget(
      name: "SyncUps",
      dependencies: [
        "SyncUpsFeatures",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/SyncUps/Sources/SyncUps"
    ),
    // The same app in the browser: `swift run --traits LiveServer SyncUpsWeb`.
    .executableTarget(
      name: "SyncUpsWeb",
      dependencies: [
        "ComposableLiveServer",
        "SyncUpsFeatures",
        "SyncUpsViews",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/SyncUps/Sources/SyncUpsWeb"
    ),
    .testTarget(
      name: "SyncUpsTests",
      dependencies: [
        "TestSupport",
        "ComposablePostgres",
        "ComposableViews",
        "SyncUps",
        "SyncUpsFeatures",
        "SyncUpsViews",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Examples/SyncUps/Tests/SyncUpsTests"
    ),
    // The SyncUps app served by the live server, driven end to end in headless Chromium.
    .testTarget(
      name: "SyncUpsBrowserTests",
      dependencies: [
        "ComposableLiveServer",
        "ComposablePostgres",
        "ComposableViews",
        "LiveServerTestSupport",
        "SyncUpsFeatures",
        "SyncUpsViews",
        .product(name: "HummingbirdTesting", package: "hummingbird", condition: liveServer),
      ],
      path: "Examples/SyncUps/Tests/SyncUpsBrowserTests"
    ),

    // MARK: Live server: a store per browser tab, its views patched over a WebSocket
    .target(
      name: "ComposableLiveServer",
      dependencies: [
        "ComposableViews",
        .product(name: "Hummingbird", package: "hummingbird", condition: liveServer),
        .product(name: "HummingbirdCore", package: "hummingbird", condition: liveServer),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(
          name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: liveServer),
        .product(name: "Logging", package: "swift-log", condition: liveServer),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio", condition: liveServer),
        .product(name: "NIOCore", package: "swift-nio", condition: liveServer),
        .product(name: "NIOHTTP1", package: "swift-nio", condition: liveServer),
        .product(name: "NIOPosix", package: "swift-nio", condition: liveServer),
        .product(
          name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: liveServer),
      ],
      resources: [.copy("Resources/live.js")]
    ),
    // The demo feature and its view (what the server and browser tests serve), finding ids in
    // rendered HTML, and the WebDriver client and browser helper of the browser tests.
    .target(
      name: "LiveServerTestSupport",
      dependencies: [
        "ComposableLiveServer",
        "ComposableViews",
        .product(name: "HummingbirdTesting", package: "hummingbird", condition: liveServer),
      ],
      path: "Tests/LiveServerTestSupport"
    ),
    .testTarget(
      name: "ComposableLiveServerTests",
      dependencies: [
        "ComposableLiveServer",
        "LiveServerTestSupport",
        "TestSupport",
        .product(name: "HummingbirdTesting", package: "hummingbird", condition: liveServer),
        .product(
          name: "HummingbirdWSTesting", package: "hummingbird-websocket", condition: liveServer),
        .product(name: "NIOPosix", package: "swift-nio", condition: liveServer),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // End to end in headless Chromium over WebDriver; skipped when chromedriver is absent unless
    // `TCA_BROWSER_TESTS=required`.
    .testTarget(
      name: "BrowserTests",
      dependencies: [
        "ComposableLiveServer",
        "LiveServerTestSupport",
        .product(name: "HummingbirdTesting", package: "hummingbird", condition: liveServer),
      ]
    ),
    .executableTarget(
      name: "live-load",
      dependencies: [
        "ComposableLiveServer",
        "ComposablePostgres",
        "ComposableViews",
        "LiveServerTestSupport",
        "SyncUpsFeatures",
        "SyncUpsViews",
        .product(
          name: "HummingbirdWSClient", package: "hummingbird-websocket", condition: liveServer),
      ]
    ),

    // MARK: SQLite: `@Shared` keys over a GRDB database
    .target(
      name: "ComposableSQLite",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "GRDB", package: "GRDB.swift", condition: sqlite),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "ComposableSQLiteTests",
      dependencies: [
        "ComposableSQLite",
        "TestSupport",
        .product(name: "GRDB", package: "GRDB.swift", condition: sqlite),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),

    // MARK: PostgreSQL: `@Shared` keys over postgres-nio, followed across processes
    .target(
      name: "ComposablePostgres",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "Logging", package: "swift-log", condition: postgres),
        .product(name: "NIOCore", package: "swift-nio", condition: postgres),
        .product(name: "PostgresNIO", package: "postgres-nio", condition: postgres),
      ]
    ),
    // Against a real server named by `TCA_POSTGRES_URL` (`.ci/postgres` starts one); skipped when
    // it is absent unless `TCA_POSTGRES_TESTS=required`.
    .testTarget(
      name: "ComposablePostgresTests",
      dependencies: [
        "ComposablePostgres",
        "TestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),

    // MARK: Migrator
    .target(
      name: "ComposableMigrate",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "composable-migrate",
      dependencies: [
        "ComposableMigrate",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "ComposableMigrateTests",
      dependencies: [
        "TestSupport", "ComposableArchitecture", "ComposableMigrate",
        "composable-migrate",
      ],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// swift-dependencies gives every XCTest case fresh dependencies, as it gives every Swift Testing
// test, through an XCTest observer; off Apple platforms that observer lives in its
// `DependenciesTestObserver` dynamic library, which an XCTest target must link, or cached
// dependencies (the stack element id generator among them) carry over from one test to the next.
// The product exists where swift-dependencies' manifest declares it.
#if !os(macOS) && !os(WASI)
  for target in package.targets where target.name == "ComposableArchitectureTests" {
    target.dependencies.append(
      .product(name: "DependenciesTestObserver", package: "swift-dependencies")
    )
  }
#endif
