import ComposableMigrate
import ComposableViews
import Foundation
import Testing

/// The seeds' views before the migration (SeedViewsBefore.swift).
enum SeedViewsBefore {}
/// The seeds' views as `composable-migrate` writes them (SeedViewsMigrated.swift).
enum SeedViewsMigrated {}

/// The migrator's output for the seeds' view examples is checked by rendering both sides: the
/// checked-in after file must be exactly what the migrator writes for the before file, and the
/// two render the same screens when driven the same way.
@MainActor
@Suite struct MigratedSeedViewsTests {
  /// The before file's namespace header, and what it is renamed to in the after file.
  static let beforeHeader = """
    @available(*, deprecated, message: "the pre-1.7 view helpers")
    extension SeedViewsBefore {
    """
  static let afterHeader = "extension SeedViewsMigrated {"

  @Test func migratorWritesTheCheckedInAfterFile() throws {
    let before = try Self.source("Migration/SeedViewsBefore.swift")
    let after = try Self.source("Migration/SeedViewsMigrated.swift")
    #expect(before.contains(Self.beforeHeader))
    let result = Migrator(target: .ios17).migrate(source: before, path: "SeedViewsBefore.swift")
    let migrated = result.source.replacingOccurrences(of: Self.beforeHeader, with: Self.afterHeader)
    #expect(
      migrated == after,
      """
      The migrator's output differs from SeedViewsMigrated.swift:
      \(UnifiedDiff.make(old: after, new: migrated, path: "SeedViewsMigrated.swift"))
      """)
    // The views use features declared in SeedFeatures.swift (already `@ObservableState`), so the
    // migrator asks for that marking and nothing else.
    #expect(
      result.diagnostics.map(\.formatted) == [
        "SeedViewsBefore.swift:13:5: warning: this view is migrated to read 'store' directly, so 'SeedCounter.State' must be marked '@ObservableState'; it is declared outside the migrated files: mark it there (or migrate its file in the same run) (see: Migrating to 1.6, \"Using @ObservableState\")",
        "SeedViewsBefore.swift:31:5: warning: this view is migrated to read 'store' directly, so 'SeedParent.State' must be marked '@ObservableState'; it is declared outside the migrated files: mark it there (or migrate its file in the same run) (see: Migrating to 1.6, \"Using @ObservableState\")",
      ])
    let again = Migrator(target: .ios17).migrate(source: after, path: "SeedViewsMigrated.swift")
    #expect(!again.changed)
    #expect(again.diagnostics.isEmpty, "\(again.diagnostics.map(\.formatted))")
  }

  @available(*, deprecated)
  @Test func counterRendersTheSameBeforeAndAfter() throws {
    let before = try SeedScreenDriver.driveCounter { SeedViewsBefore.CounterView(store: $0) }
    let after = try SeedScreenDriver.driveCounter { SeedViewsMigrated.CounterView(store: $0) }
    #expect(before.count == 3)
    Self.expectSame(before, after)
  }

  @available(*, deprecated)
  @Test func parentRendersTheSameBeforeAndAfter() throws {
    let before = try SeedScreenDriver.driveParent { SeedViewsBefore.ParentView(store: $0) }
    let after = try SeedScreenDriver.driveParent { SeedViewsMigrated.ParentView(store: $0) }
    #expect(before.count == 13)
    Self.expectSame(before, after)
  }

  /// `@ObservedObject var viewStore` is not rewritten: the migrator leaves the view as it is and
  /// warns, so this view has no migrated side to render (SeedViews.swift keeps it by hand).
  @Test func observedObjectViewStoreIsLeftWithAWarning() throws {
    let source = try Self.source("SeedViews.swift")
    let result = Migrator(target: .ios17).migrate(source: source, path: "SeedViews.swift")
    #expect(!result.changed)
    #expect(
      result.diagnostics.map(\.formatted) == [
        "SeedViews.swift:24:22: warning: a 'ViewStore' observed by the view; mark 'State' with '@ObservableState' and read from 'store' directly (see: Migrating to 1.6, \"Using @ObservableState\")"
      ])
  }

  /// Two spellings of the seeds' views that the migrator leaves as they are, with a warning, so
  /// the fixture spells them the way it migrates (`send:` an action, a `CaseLet` over `State`):
  /// a binding sending a closure that builds a `BindingAction`, and a `CaseLet` whose state enum
  /// is not named `State`.
  @Test func shapesTheMigratorLeavesWithAWarning() {
    let source = """
      struct ParentView: View {
        let store: StoreOf<SeedParent>
        var body: some View {
          WithViewStore(self.store, observe: { $0 }) { viewStore in
            TextField(
              "Text", text: viewStore.binding(get: \\.text, send: { .binding(.set(\\.text, $0)) }))
          }
          SwitchStore(self.store.scope(state: \\.mode, action: \\.mode)) { state in
            switch state {
            case .activity:
              CaseLet(/SeedParent.Mode.activity, action: SeedParent.Action.ModeAction.activity) {
                store in
                SeedChildView(store: store)
              }
            }
          }
        }
      }
      """
    let result = Migrator(target: .ios17).migrate(source: source, path: "ParentView.swift")
    let warnings = result.diagnostics.map(\.formatted).filter {
      !$0.contains("declared outside the migrated files")
    }
    #expect(
      warnings == [
        "ParentView.swift:4:5: warning: a 'viewStore.binding' here cannot be translated; use '$store.field.sending(\\.action)' by hand, then rerun (see: Migrating to 1.6, \"Bindings\")",
        "ParentView.swift:8:5: warning: a 'CaseLet' here does not use case paths; migrate it by hand (see: Migrating to 1.6, \"Replacing SwitchStore and CaseLet with 'switch' and 'case'\")",
      ])
    #expect(result.source.contains("viewStore.binding(get: \\.text"))
    #expect(result.source.contains("CaseLet(/SeedParent.Mode.activity"))
  }

  /// Seed 003's views are already in the 1.7 form: the migrator leaves them as they are, so their
  /// before and after sides are the same file (ScopingSeedTests drives it).
  @Test func scopingSeedViewsNeedNoMigration() throws {
    let source = try Self.source("ScopingSeedViews.swift")
    let result = Migrator(target: .ios17).migrate(source: source, path: "ScopingSeedViews.swift")
    #expect(!result.changed, "\(UnifiedDiff.make(old: source, new: result.source, path: "x"))")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
  }

  private static func expectSame(
    _ before: [SeedScreenDriver.Snapshot], _ after: [SeedScreenDriver.Snapshot]
  ) {
    #expect(before.count == after.count)
    for (old, new) in zip(before, after) {
      #expect(old == new)
    }
  }

  /// The text of `path`, relative to this test target's folder.
  private static func source(_ path: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(path)
    return try String(contentsOf: url, encoding: .utf8)
  }
}
