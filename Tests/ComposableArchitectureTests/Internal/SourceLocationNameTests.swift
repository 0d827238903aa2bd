import ComposableArchitecture
import Testing

// This file imports both Swift Testing and the library, as most feature tests do: the library
// must not declare a `SourceLocation` of its own, or the name here would be ambiguous and this
// file would not compile.

struct SourceLocationNameTests {
  @Test func sourceLocationNamesSwiftTestingsType() {
    let location: SourceLocation = #_sourceLocation
    #expect(location.fileName == "SourceLocationNameTests.swift")
    #expect(location.moduleName == "ComposableArchitectureTests")
  }

  @Test func issuesRecordedAtASourceLocationKeepIt() {
    let location = SourceLocation(
      fileID: "Feature/FeatureTests.swift", filePath: "/Feature/FeatureTests.swift", line: 7,
      column: 3
    )
    withKnownIssue {
      Issue.record("at a given location", sourceLocation: location)
    } matching: { issue in
      issue.sourceLocation == location
    }
  }
}
