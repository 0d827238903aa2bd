import ComposableArchitecture
import Testing

// Two features that each nest a `@Reducer enum Destination` over a same-named child, as the
// original's own tests do. An earlier expansion (a case-pathable `CaseScope`) crashed the
// compiler on this file; nothing else in it may force the expansions' order (an `Equatable`
// extension on a generated `State` hides the crash), so it is kept this bare.

enum Drafts {
  @Reducer
  struct Child {}

  @Reducer
  enum Destination {
    case child(Child)
  }
}

enum Archive {
  @Reducer
  struct Child {}

  @Reducer
  enum Destination {
    case child(Child)
  }
}

@MainActor
struct NamespacedEnumReducerTests {
  @Test func sameNamedEnumReducersInTwoNamespacesScopeToTheirOwnChild() {
    let drafts = Store(initialState: Drafts.Destination.State.child(Drafts.Child.State())) {
      Drafts.Destination.body
    }
    let archive = Store(initialState: Archive.Destination.State.child(Archive.Child.State())) {
      Archive.Destination.body
    }
    guard case .child = drafts.case, case .child = archive.case else {
      Issue.record("Each store should scope to its own child case.")
      return
    }
  }
}
