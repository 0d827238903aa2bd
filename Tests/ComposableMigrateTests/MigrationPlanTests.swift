import ComposableMigrate
import Foundation
import Testing

/// The guides' first step across files, and spellings that are already current.
@Suite struct MigrationPlanTests {
  @Test func currentOpaqueReducerSpellingIsLeftAlone() {
    let source = """
      @Reducer
      struct Feature {
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }

      """
    let result = Migrator().migrate(source: source)
    #expect(!result.changed, "\(result.source)")
  }

  @Test func aRunMarksTheStateOfAFeatureWhoseViewLivesInAnotherFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("observable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let feature = directory.appendingPathComponent("Feature.swift")
    let view = directory.appendingPathComponent("FeatureView.swift")
    let tests = directory.appendingPathComponent("FeatureTests.swift")
    try """
    @Reducer
    struct Feature {
      struct State {
        @BindingState var text = ""
      }
    }

    """.write(to: feature, atomically: true, encoding: .utf8)
    try """
    struct FeatureView: View {
      let store: StoreOf<Feature>
      var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
          Text(viewStore.text)
        }
      }
    }

    """.write(to: view, atomically: true, encoding: .utf8)
    try """
    func testEditing() async {
      await store.send(.binding(.set(\\.$text, "Hi"))) {
        $0.text = "Hi"
      }
    }

    """.write(to: tests, atomically: true, encoding: .utf8)
    var errors = ""
    let status = MigrationRun(paths: [directory.path], mode: .write).run(
      output: { _ in }, errorOutput: { errors += $0 })
    #expect(status == .clean, "\(errors)")
    let migrated = try String(contentsOf: feature, encoding: .utf8)
    #expect(migrated.contains("  @ObservableState\n  struct State {\n    var text = \"\"\n"))
    #expect(try String(contentsOf: view, encoding: .utf8).contains("Text(store.text)"))
    #expect(
      try String(contentsOf: tests, encoding: .utf8).contains(#".binding(.set(\.text, "Hi"))"#))
  }

  @Test func aViewStateWithLogicIsReportedNotRewritten() {
    let source = """
      struct FeatureView: View {
        let store: StoreOf<Feature>
        struct ViewState: Equatable {
          let title: String
          init(state: Feature.State) {
            if state.isEmpty { self.title = "" } else { self.title = state.name }
          }
        }
        var body: some View {
          WithViewStore(self.store, observe: ViewState.init) { viewStore in
            Text(viewStore.title)
          }
        }
      }

      """
    let result = Migrator().migrate(source: source, path: "V.swift")
    #expect(result.source.contains("WithViewStore"))
    #expect(result.diagnostics.contains { $0.message.contains("not a plain copy of 'State'") })
  }
}
