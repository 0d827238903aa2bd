import Foundation
import Testing

/// The 1.x `state:` scoping spellings are deprecated, `renamed:` the 2.0 ones, exactly when the
/// package is built with the `ComposableArchitecture2Deprecations` trait
/// (`swift build --traits ComposableArchitecture2Deprecations`); the trait's condition is defined
/// for this test target too, so the same test checks whichever build it runs in.
@Suite(.serialized)
struct ScopeSpellingDeprecationTests {
  /// Every 1.x spelling, one a line, with the new spelling the fix-it offers.
  static let oldSpellings: [(line: String, renamedTo: String)] = [
    ("_ = store.scope(state: \\.child, action: \\.child)", "scope(_:action:)"),
    (
      "_ = store.scope(state: \\.optional, action: \\.optional)",
      "scope(_:action:fileID:filePath:line:column:)"
    ),
    (
      "_ = store.scope(state: \\.rows, action: \\.rows)",
      "scope(_:action:fileID:filePath:line:column:)"
    ),
    (
      "_ = $store.scope(state: \\.sheet, action: \\.sheet)",
      "scope(_:action:fileID:filePath:line:column:)"
    ),
    (
      "_ = Scope<Feature.State, Feature.Action, Child>(state: \\.child, action: \\.child) { Child() }",
      "init(_:action:_:)"
    ),
  ]

  static let feature = """
    import ComposableArchitecture

    @Reducer struct Child {
      @ObservableState struct State: Equatable, Identifiable { var id = 0 }
      enum Action: Equatable { case tap }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }
    @Reducer struct Feature {
      @ObservableState struct State: Equatable {
        var child = Child.State()
        var optional: Child.State?
        var rows: IdentifiedArrayOf<Child.State> = []
        @Presents var sheet: Child.State?
      }
      enum Action: Equatable {
        case child(Child.Action)
        case optional(Child.Action)
        case rows(IdentifiedActionOf<Child>)
        case sheet(PresentationAction<Child.Action>)
      }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }

    """

  static func source(_ lines: [String]) -> String {
    feature + """
      @MainActor func use(_ store: StoreOf<Feature>) {
        @Bindable var store = store
      \(lines.map { "  " + $0 }.joined(separator: "\n"))
      }

      """
  }

  @Test func oldSpellingsWarnExactlyUnderTheTrait() async throws {
    guard let products = Typecheck.productsDirectory() else {
      Issue.record("Could not find the build's products directory next to the test binary.")
      return
    }
    let directory = try Typecheck.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Old.swift")
    try Self.source(Self.oldSpellings.map(\.line)).write(
      to: file, atomically: true, encoding: .utf8)

    let result = try await Typecheck.swiftc(
      ["-typecheck", "-swift-version", "6", file.path], products: products)
    #expect(result.status == 0, "The 1.x spellings must still compile:\n\(result.text)")
    let deprecations = result.text.components(separatedBy: "\n").filter {
      // One line per warning starts with its location. The compiler says "renamed to" for a
      // method and "replaced by" for an initializer.
      $0.hasPrefix(file.path) && $0.contains("warning:")
        && ($0.contains("is deprecated: renamed to") || $0.contains("is deprecated: replaced by"))
    }
    #if ComposableArchitecture2Deprecations
      #expect(deprecations.count == Self.oldSpellings.count, "\(result.text)")
      for (index, spelling) in Self.oldSpellings.enumerated() {
        let line = Self.feature.components(separatedBy: "\n").count + 2 + index
        #expect(
          deprecations.contains {
            $0.contains("Old.swift:\(line):") && $0.contains("'\(spelling.renamedTo)'")
          },
          "line \(line) (\(spelling.line)):\n\(result.text)")
      }
    #else
      #expect(deprecations.isEmpty, "\(result.text)")
    #endif
  }

  @Test func newSpellingsCompileWithoutWarnings() async throws {
    guard let products = Typecheck.productsDirectory() else {
      Issue.record("Could not find the build's products directory next to the test binary.")
      return
    }
    let directory = try Typecheck.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("New.swift")
    let lines = [
      "let child: StoreOf<Child> = store.scope(\\.child, action: \\.child)",
      "let optional: StoreOf<Child>? = store.scope(\\.optional, action: \\.optional)",
      "for row in store.scope(\\.rows, action: \\.rows) { _ = row }",
      "let sheet: Binding<StoreOf<Child>?> = $store.scope(\\.sheet, action: \\.sheet)",
      "_ = (child, optional, sheet)",
      "_ = Scope<Feature.State, Feature.Action, Child>(\\.child, action: \\.child) { Child() }",
    ]
    try Self.source(lines).write(to: file, atomically: true, encoding: .utf8)
    let result = try await Typecheck.swiftc(
      ["-typecheck", "-swift-version", "6", file.path], products: products)
    #expect(result.status == 0, "\(result.text)")
    #expect(!result.text.contains("warning:"), "\(result.text)")
  }
}
