import ComposableMigrate
import Foundation
import TestSupport
import Testing

/// `--prepare-2.0`: `scope(state:action:)` and `Scope(state:action:)` lose their `state:` label.
@Suite struct Prepare2ScopingTests {
  static let before = #"""
    @Reducer
    struct AppFeature {
      var body: some ReducerOf<Self> {
        Scope(state: \.tab1, action: \.tab1) {
          CounterFeature()
        }
        ComposableArchitecture.Scope(state: \.tab2, action: \.tab2, child: { CounterFeature() })
        Scope(state: \.legacy, action: /Action.legacy) { Legacy() }
      }
    }

    @Reducer
    enum Flow {
      case game(Game)
      static var body: some ReducerOf<Self> {
        Scope(state: \.game, action: \.game) { Game() }
      }
    }

    struct AppView: View {
      @Bindable var store: StoreOf<AppFeature>
      var body: some View {
        CounterView(store: store.scope(state: \.tab1, action: \.tab1))
          .sheet(
            item: $store.scope(
              state: \.destination?.edit,
              action: \.destination.edit
            )
          ) { store in EditView(store: store) }
        ForEach(store.scope(state: \.rows, action: \.rows)) { RowView(store: $0) }
        let closures = store.scope(state: { $0.tab1 }, action: { .tab1($0) })
      }
    }
    """#

  static let after = #"""
    @Reducer
    struct AppFeature {
      var body: some ReducerOf<Self> {
        Scope(\.tab1, action: \.tab1) {
          CounterFeature()
        }
        ComposableArchitecture.Scope(\.tab2, action: \.tab2, { CounterFeature() })
        Scope(\.legacy, action: \.legacy) { Legacy() }
      }
    }

    @Reducer
    enum Flow {
      case game(Game)
      static var body: some ReducerOf<Self> {
        Scope(state: \.game, action: \.game) { Game() }
      }
    }

    struct AppView: View {
      @Bindable var store: StoreOf<AppFeature>
      var body: some View {
        CounterView(store: store.scope(\.tab1, action: \.tab1))
          .sheet(
            item: $store.scope(
              \.destination?.edit,
              action: \.destination.edit
            )
          ) { store in EditView(store: store) }
        ForEach(store.scope(\.rows, action: \.rows)) { RowView(store: $0) }
        let closures = store.scope(state: { $0.tab1 }, action: \.tab1)
      }
    }
    """#

  /// The other rewrites run too: the case path and the action closure become case key paths
  /// (so that `Scope` is prepared); the state closure has no key path form.
  @Test func relabelsKeyPathScopesOnly() {
    let result = Migrator(prepareFor2: true).migrate(source: Self.before, path: "App.swift")
    #expect(
      result.source == Self.after,
      "\(UnifiedDiff.make(old: Self.after, new: result.source, path: "App.swift"))")
  }

  @Test func isIdempotent() {
    let result = Migrator(prepareFor2: true).migrate(source: Self.after, path: "App.swift")
    #expect(
      !result.changed, "\(UnifiedDiff.make(old: Self.after, new: result.source, path: "App"))")
  }

  @Test func isOffByDefault() {
    let result = Migrator().migrate(source: Self.before, path: "App.swift")
    #expect(result.source.contains(#"store.scope(state: \.tab1, action: \.tab1)"#))
    #expect(result.source.contains(#"Scope(state: \.tab1, action: \.tab1)"#))
  }

  @Test func preparesWhatTheOtherRewritesProduce() {
    let legacy = #"""
      struct RowsView: View {
        let store: StoreOf<Rows>
        var body: some View {
          ForEachStore(self.store.scope(state: \.rows, action: \.rows)) { rowStore in
            RowView(store: rowStore)
          }
        }
      }
      """#
    let result = Migrator(prepareFor2: true).migrate(source: legacy, path: "Rows.swift")
    #expect(!result.source.contains("state:"), "\(result.source)")
    #expect(result.source.contains(#"scope(\.rows, action: \.rows)"#), "\(result.source)")
  }

  @Test func commandLineFlag() async throws {
    try await withTemporaryDirectory("composable-migrate-tests") { directory in
      let file = directory.appendingPathComponent("App.swift")
      try Self.before.write(to: file, atomically: true, encoding: .utf8)
      let output = try await Executable.run(["--prepare-2.0", "--write", file.path])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(try String(contentsOf: file, encoding: .utf8) == Self.after)
    }
  }
}
