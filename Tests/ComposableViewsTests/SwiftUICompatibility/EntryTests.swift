import ComposableViews
import Testing

/// Not `Sendable`: `@Entry` makes its default where it is read, so Swift 6 accepts it.
final class EntryTestTheme {
  let name: String
  init(name: String) { self.name = name }
}

extension EnvironmentValues {
  @Entry var entryTestAccent: String = "blue"
  @Entry var entryTestBadge: Int?
  @Entry var entryTestTheme: EntryTestTheme = EntryTestTheme(name: "plain")
}

private struct AccentLabel: View {
  let tag: String
  @Environment(\.entryTestAccent) var accent
  @Environment(\.entryTestBadge) var badge
  @Environment(\.entryTestTheme) var theme

  var body: some View {
    Text("\(tag)=\(accent)/\(badge.map { String($0) } ?? "none")/\(theme.name)")
  }
}

@MainActor
@Suite struct EntryTests {
  @Test func anEntryReadsItsDefault() {
    let html = ViewHost(AccentLabel(tag: "a")).render()
    #expect(html.contains("a=blue/none/plain"))
  }

  @Test func environmentOverridesAnEntryForItsSubtreeOnly() throws {
    let html = ViewHost(
      VStack {
        AccentLabel(tag: "before")
        VStack {
          AccentLabel(tag: "inside")
        }
        .environment(\.entryTestAccent, "green")
        .environment(\.entryTestBadge, 3)
        .environment(\.entryTestTheme, EntryTestTheme(name: "dark"))
        AccentLabel(tag: "after")
      }
    ).render()
    let before = try #require(html.range(of: "before=blue/none/plain"))
    let inside = try #require(html.range(of: "inside=green/3/dark"))
    let after = try #require(html.range(of: "after=blue/none/plain"))
    #expect(before.upperBound <= inside.lowerBound && inside.upperBound <= after.lowerBound)
  }

  @Test func anEntryIsAnEnvironmentValue() {
    var values = EnvironmentValues()
    #expect(values.entryTestAccent == "blue")
    #expect(values.entryTestBadge == nil)
    values.entryTestAccent = "red"
    values.entryTestBadge = 7
    #expect(values.entryTestAccent == "red")
    #expect(values.entryTestBadge == 7)
    // Each unset read makes the default anew.
    #expect(EnvironmentValues().entryTestTheme !== EnvironmentValues().entryTestTheme)
  }
}
