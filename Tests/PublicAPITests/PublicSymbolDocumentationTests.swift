import Foundation
import Testing

/// Every public symbol of `ComposableArchitecture` has a doc comment.
///
/// The symbols come from the module's symbol graph (`swift symbolgraph-extract`, run on the module
/// that `swift build` produced for this test), so a symbol added without a doc comment fails this
/// test with its name and place. `@_spi` symbols are not part of the graph: they are not public
/// API.
struct PublicSymbolDocumentationTests {
  @Test func everyPublicSymbolHasADocComment() async throws {
    let symbols = try await SymbolGraph.publicSymbols(ofModule: "ComposableArchitecture")
    // A graph this small means the extraction went wrong, not that the library shrank.
    #expect(symbols.count > 500, "Only \(symbols.count) public symbols were extracted.")
    for symbol in symbols where !symbol.hasDocComment {
      Issue.record(
        """
        '\(symbol.name)' (\(symbol.kind), \(symbol.location)) is public but has no doc comment. \
        Document it in a sentence, or make it internal (or '@_spi(Internals)') if users must not \
        call it.
        """
      )
    }
  }

  @Test func spiSymbolsAreLeftOutOfThePublicSurface() async throws {
    let names = Set(
      try await SymbolGraph.publicSymbols(ofModule: "ComposableArchitecture").map(\.name))
    // `Effect.actions` is `@_spi(Internals)`: present in the module, absent from its public API.
    #expect(names.contains("Effect.run(priority:operation:catch:fileID:filePath:line:column:)"))
    #expect(!names.contains("Effect.actions"))
    #expect(!names.contains("NavigationIDPath"))
    #expect(names.contains("_CasePathLookup"))
  }
}
