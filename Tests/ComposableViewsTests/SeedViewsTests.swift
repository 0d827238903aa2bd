import ComposableViews
import Testing

/// Every view of the seeds renders, before and after its migration, and is driven as a person
/// would: tap, type, navigate.
@MainActor
@Suite struct SeedViewsTests {
  @Test func counterAfterMigration() throws {
    try self.driveCounter { CounterAfterView(store: $0) }
    try self.driveCounter { CounterPerceptionView(store: $0) }
  }

  @available(*, deprecated)
  @Test func counterBeforeMigration() throws {
    try self.driveCounter { CounterBeforeView(store: $0) }
    try self.driveCounter { CounterObservedObjectView(store: $0) }
  }

  @Test func parentAfterMigration() async throws {
    try await self.driveParent { ParentAfterView(store: $0) }
  }

  @available(*, deprecated)
  @Test func parentBeforeMigration() async throws {
    try await self.driveParent { ParentBeforeView(store: $0) }
  }

  @available(*, deprecated)
  @Test func bothSidesRenderTheSameScreen() {
    let before = ScreenTest(ParentBeforeView(store: makeSeedParent())).text
    let after = ScreenTest(ParentAfterView(store: makeSeedParent())).text
    #expect(before == after)
    let counterBefore = ScreenTest(
      CounterBeforeView(
        store: Store(initialState: .init()) {
          SeedCounter()
        }))
    let counterAfter = ScreenTest(
      CounterAfterView(
        store: Store(initialState: .init()) {
          SeedCounter()
        }))
    #expect(counterBefore.text == counterAfter.text)
    #expect(counterBefore.elements.map(\.role) == counterAfter.elements.map(\.role))
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

  private func driveParent<V: View>(_ view: (StoreOf<SeedParent>) -> V) async throws {
    let store = makeSeedParent()
    let screen = ScreenTest(view(store))
    #expect(screen.contains("Nothing to show"))
    try screen.tap("Show child")
    #expect(screen.contains("Rename Child"))
    #expect(!screen.contains("Nothing to show"))
    try screen.tap("Rename Child")
    #expect(store.child?.name == "Child!")
    try screen.tap("Rename Bob")
    #expect(store.rows[id: 2]?.name == "Bob!")
    #expect(screen.contains("Rename Bob!"))
    try screen.tap("Rename Walk")
    #expect(screen.contains("Walk!"))
    try screen.type("Hello", into: "Text")
    #expect(store.text == "Hello")
    let toggle = try #require(screen.find(role: "switch").first)
    #expect(screen.host.handle(ViewEvent(.change, target: toggle.id, value: "true")) == .handled)
    #expect(store.isOn)
    try screen.tap("Edit")
    #expect(screen.find(role: "dialog").count == 1)
    try screen.tap("Rename Draft")
    #expect(screen.contains("Draft!"))
    try screen.dismiss()
    #expect(store.destination == nil)
    try screen.tap("Settings")
    #expect(store.path.count == 1)
    try screen.tap("+")
    #expect(screen.contains("1"))
    try screen.back()
    #expect(store.path.isEmpty)
  }
}
