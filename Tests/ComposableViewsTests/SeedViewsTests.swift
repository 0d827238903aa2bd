import ComposableViews
import Testing

/// Every view of the seeds renders, before and after its migration, and is driven as a person
/// would: tap, type, navigate. (The after side is the migrator's output: MigratedSeedViewsTests.)
@MainActor
@Suite struct SeedViewsTests {
  @Test func counterAfterMigration() throws {
    try self.driveCounter { SeedViewsMigrated.CounterView(store: $0) }
    try self.driveCounter { CounterPerceptionView(store: $0) }
  }

  @available(*, deprecated)
  @Test func counterBeforeMigration() throws {
    try self.driveCounter { SeedViewsBefore.CounterView(store: $0) }
    try self.driveCounter { CounterObservedObjectView(store: $0) }
  }

  @Test func parentAfterMigration() throws {
    _ = try SeedScreenDriver.driveParent { SeedViewsMigrated.ParentView(store: $0) }
  }

  @available(*, deprecated)
  @Test func parentBeforeMigration() throws {
    _ = try SeedScreenDriver.driveParent { SeedViewsBefore.ParentView(store: $0) }
  }

  private func driveCounter<V: View>(_ view: (StoreOf<SeedCounter>) -> V) throws {
    let store = Store(initialState: SeedCounter.State()) { SeedCounter() }
    let screen = ScreenTest(view(store))
    #expect(screen.contains("0"))
    try screen.tap("+")
    try screen.tap("+")
    #expect(store.count == 2)
    #expect(screen.contains("2"))
  }
}
