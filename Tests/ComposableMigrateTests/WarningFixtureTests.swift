import ComposableMigrate
import Testing

/// Shapes that are not mechanical are reported at the marked lines, naming the seed's section.
@Suite struct WarningFixtureTests {
  static let names = Fixtures.names(in: "Warnings", suffix: ".swift.txt")

  @Test(arguments: names)
  func warnsAtMarkedLines(_ name: String) throws {
    let source = try #require(Fixtures.text("Warnings", "\(name).swift.txt"))
    let expected = Fixtures.markedLines(source, marker: "expect-warning")
    let result = Migrator().migrate(source: source, path: "\(name).swift")
    #expect(
      Set(result.diagnostics.map(\.line)) == Set(expected.keys),
      "\(result.diagnostics.map(\.formatted))")
    for (line, citation) in expected {
      #expect(
        result.diagnostics.contains { $0.line == line && $0.formatted.contains(citation) },
        "line \(line) should cite \(citation)")
    }
    for diagnostic in result.diagnostics {
      #expect(
        diagnostic.formatted.hasPrefix(
          "\(name).swift:\(diagnostic.line):\(diagnostic.column): warning: "))
      #expect(diagnostic.formatted.hasSuffix("\")"))
      #expect(diagnostic.formatted.contains("(see: "))
    }
    let again = Migrator().migrate(source: result.source, path: "\(name).swift")
    #expect(!again.changed)
  }

  @Test func ifLetStoreWithModifiersIsReported() {
    let source = """
      struct V: View {
        let store: StoreOf<F>
        var body: some View {
          IfLetStore(store.scope(state: \\.child, action: \\.child)) { s in
            ChildView(store: s)
          }
          .padding()
        }
      }
      """
    let result = Migrator().migrate(source: source, path: "V.swift")
    let reported = result.diagnostics.filter {
      !$0.message.contains("declared outside the migrated files")
    }
    #expect(reported.count == 1)
    #expect(
      reported.first?.formatted
        == "V.swift:4:5: warning: 'IfLetStore' is used inside an expression (e.g. with modifiers); wrap it in a 'Group { … }' or move it into its own view, then rerun (see: Migrating to 1.6, \"Replacing IfLetStore with 'if let'\")"
    )
  }
}
