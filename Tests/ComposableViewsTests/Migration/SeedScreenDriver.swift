import ComposableViews
import Testing

/// Drives a seed screen as a person would, asserting on the store and the screen, and records
/// what the screen shows after every step so that two renderings can be compared step by step.
@MainActor
enum SeedScreenDriver {
  /// What the screen showed after each step: its text and its elements' roles and names.
  struct Snapshot: Equatable, CustomStringConvertible {
    var step: String
    var text: String
    var elements: [String]
    var description: String { "after \(step): \(text) \(elements)" }
  }

  /// Taps the counter's button twice.
  static func driveCounter<V: View>(_ view: (StoreOf<SeedCounter>) -> V) throws -> [Snapshot] {
    let store = Store(initialState: SeedCounter.State()) { SeedCounter() }
    let screen = ScreenTest(view(store))
    var snapshots = [snapshot(screen, "rendering")]
    try screen.tap("+")
    snapshots.append(snapshot(screen, "tap +"))
    try screen.tap("+")
    snapshots.append(snapshot(screen, "tap + again"))
    #expect(store.count == 2)
    #expect(screen.contains("2"))
    return snapshots
  }

  /// Shows the child, renames rows, types, toggles, presents and dismisses the sheet, pushes and
  /// pops the settings screen.
  static func driveParent<V: View>(_ view: (StoreOf<SeedParent>) -> V) throws -> [Snapshot] {
    let store = makeSeedParent()
    let screen = ScreenTest(view(store))
    var snapshots = [snapshot(screen, "rendering")]
    func step(_ name: String, _ action: () throws -> Void) rethrows {
      try action()
      snapshots.append(snapshot(screen, name))
    }
    #expect(screen.contains("Nothing to show"))
    try step("tap Show child") { try screen.tap("Show child") }
    #expect(screen.contains("Rename Child"))
    #expect(!screen.contains("Nothing to show"))
    try step("tap Rename Child") { try screen.tap("Rename Child") }
    #expect(store.child?.name == "Child!")
    try step("tap Rename Bob") { try screen.tap("Rename Bob") }
    #expect(store.rows[id: 2]?.name == "Bob!")
    #expect(screen.contains("Rename Bob!"))
    try step("tap Rename Walk") { try screen.tap("Rename Walk") }
    #expect(screen.contains("Walk!"))
    try step("type Hello") { try screen.type("Hello", into: "Text") }
    #expect(store.text == "Hello")
    let toggle = try #require(screen.find(role: "switch").first)
    step("toggle") {
      #expect(screen.host.handle(ViewEvent(.change, target: toggle.id, value: "true")) == .handled)
    }
    #expect(store.isOn)
    try step("tap Edit") { try screen.tap("Edit") }
    #expect(screen.find(role: "dialog").count == 1)
    try step("tap Rename Draft") { try screen.tap("Rename Draft") }
    #expect(screen.contains("Draft!"))
    try step("dismiss") { try screen.dismiss() }
    #expect(store.destination == nil)
    try step("tap Settings") { try screen.tap("Settings") }
    #expect(store.path.count == 1)
    try step("tap +") { try screen.tap("+") }
    #expect(screen.contains("1"))
    try step("back") { try screen.back() }
    #expect(store.path.isEmpty)
    return snapshots
  }

  private static func snapshot(_ screen: ScreenTest, _ step: String) -> Snapshot {
    Snapshot(
      step: step, text: screen.text,
      elements: screen.elements.map { "<\($0.tag) \($0.role)> \($0.name)=\($0.value)" })
  }
}
