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

  /// A reducer operator's warning is recorded at the operator's call site in the user's code,
  /// which Swift Testing shows as a `SourceLocation`.
  @MainActor
  @Test func aReducerOperatorsIssueIsRecordedAtItsCallSite() async {
    let store = TestStore(initialState: Holder.State()) { Holder() }
    await withKnownIssue {
      await store.send(.child(.increment))
    } matching: { issue in
      issue.description.contains("received a child action when child state was \"nil\"")
        && issue.sourceLocation?.fileName == "SourceLocationNameTests.swift"
        && issue.sourceLocation?.line == Holder.ifLetLine
    }
  }

}

@Reducer
private struct Holder {
  struct State: Equatable {
    var child: Counter.State?
  }
  enum Action: Equatable {
    case child(Counter.Action)
  }
  /// The line of the `ifLet` below.
  static let ifLetLine = #line + 4

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.child, action: \.child) { Counter() }
  }
}
