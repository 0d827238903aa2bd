import ComposableMigrate
import Foundation
import Testing

/// Golden before/after fixtures from the seeds, and idempotence.
@Suite struct RewriteFixtureTests {
  @Test(arguments: Fixtures.rewrites)
  func migratesToTheSeedsAfterForm(_ fixture: Fixtures.Rewrite) throws {
    let before = try #require(Fixtures.text(fixture.folder, "\(fixture.name).before.swift.txt"))
    let after = try #require(Fixtures.text(fixture.folder, "\(fixture.name).after.swift.txt"))
    let result = Migrator(target: .ios17).migrate(source: before, path: "\(fixture.name).swift")
    #expect(
      result.source == after,
      "\(UnifiedDiff.make(old: after, new: result.source, path: fixture.name))")
    // The guides' samples show a view without its feature; the only warnings allowed are the one
    // naming the feature's `State` to mark (see `Warnings/ObservedFeatureElsewhere`) and the list
    // of dependencies a converted environment reducer now needs registered.
    #expect(
      result.diagnostics.allSatisfy {
        $0.message.contains("declared outside the migrated files")
          || $0.message.contains("with '@Dependency': register each")
      },
      "\(result.diagnostics.map(\.formatted))")
  }

  @Test(arguments: Fixtures.rewrites)
  func migratingTheAfterFormChangesNothing(_ fixture: Fixtures.Rewrite) throws {
    let after = try #require(Fixtures.text(fixture.folder, "\(fixture.name).after.swift.txt"))
    let result = Migrator(target: .ios17).migrate(source: after, path: "\(fixture.name).swift")
    #expect(
      !result.changed, "\(UnifiedDiff.make(old: after, new: result.source, path: fixture.name))")
    #expect(result.diagnostics.isEmpty)
  }

  @Test(arguments: Fixtures.rewrites)
  func iOS16Target(_ fixture: Fixtures.Rewrite) throws {
    let before = try #require(Fixtures.text(fixture.folder, "\(fixture.name).before.swift.txt"))
    let expected =
      Fixtures.text(fixture.folder, "\(fixture.name).ios16.after.swift.txt")
      ?? Fixtures.text(fixture.folder, "\(fixture.name).after.swift.txt")?
      .replacingOccurrences(of: "@Bindable var store", with: "@Perception.Bindable var store")
    let once = Migrator(target: .ios16).migrate(source: before)
    if fixture.name != "Bindings" {
      #expect(once.source == expected)
    }
    let twice = Migrator(target: .ios16).migrate(source: once.source)
    #expect(
      !twice.changed, "\(UnifiedDiff.make(old: once.source, new: twice.source, path: fixture.name))"
    )
  }

  @Test func bindingsForIOS16UsePerceptionBindableAndTracking() {
    let before = Fixtures.text("Rewrites", "Bindings.before.swift.txt")!
    let result = Migrator(target: .ios16).migrate(source: before).source
    #expect(result.contains("@Perception.Bindable var store: StoreOf<Feature>"))
    #expect(result.contains("WithPerceptionTracking {\n      Form {"))
    #expect(result.contains("TextField(\"Text\", text: $store.text)"))
  }

  @Test func sourceWithoutLegacyAPIsIsReturnedUnchanged() {
    let source = "let x = 1\n"
    let result = Migrator().migrate(source: source)
    #expect(result.source == source)
    #expect(!result.changed)
  }
}
