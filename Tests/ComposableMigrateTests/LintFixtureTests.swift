import ComposableMigrate
import SwiftParser
import Testing

/// Each seed-003 rule fires exactly on the marked lines, and never on the seed's correct code.
@Suite struct LintFixtureTests {
  @Test(arguments: LintRule.all.map(\.id))
  func firesOnMarkedLines(_ rule: String) throws {
    let source = try #require(Fixtures.text("Lint", "\(rule).fires.swift.txt"))
    let expected = Fixtures.markedLines(source, marker: "expect")
    #expect(!expected.isEmpty)
    let diagnostics = Linter().lint(Parser.parse(source: source), path: "\(rule).swift")
    #expect(diagnostics.map(\.line) == expected.keys.sorted(), "\(diagnostics.map(\.formatted))")
    #expect(diagnostics.allSatisfy { $0.ruleID == rule })
    for (_, id) in expected { #expect(id == rule) }
  }

  @Test(arguments: LintRule.all.map(\.id))
  func doesNotFireOnCorrectCode(_ rule: String) throws {
    let source = try #require(Fixtures.text("Lint", "\(rule).clean.swift.txt"))
    let diagnostics = Linter().lint(Parser.parse(source: source), path: "\(rule).swift")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
  }

  @Test func noRuleFiresOnTheMigratedFixtures() {
    for fixture in Fixtures.rewrites {
      let source = Fixtures.text(fixture.folder, "\(fixture.name).after.swift.txt")!
      let diagnostics = Linter().lint(Parser.parse(source: source), path: fixture.name)
      #expect(diagnostics.isEmpty, "\(fixture.name): \(diagnostics.map(\.formatted))")
    }
  }

  @Test func diagnosticCarriesRationaleFixAndSection() throws {
    let source = try #require(Fixtures.text("Lint", "scope-in-computed-property.fires.swift.txt"))
    let first = try #require(Linter().lint(Parser.parse(source: source), path: "P.swift").first)
    #expect(
      first.formatted
        == "P.swift:10:5: warning: [scope-in-computed-property] 'childStore' scopes the store in a computed property; a computed property creates a new scope on every access. Fix: scope inline where the child view is built: 'ChildView(store: store.scope(state: \\.child, action: \\.child))' (see: Child Feature Scoping, \"Don't create scope in property\")"
    )
  }
}
