import ComposableArchitecture
import TestSupport
import Testing

/// A feature that dismisses itself as soon as it is asked to.
@Reducer
private struct Closable {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
  }
  enum Action { case closeTapped }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .run { _ in await self.dismiss() } }
  }
}

/// A parent that presents and pushes ``Closable``s.
@Reducer
private struct Opener {
  @ObservableState
  struct State: Equatable {
    @Presents var sheet: Closable.State?
    var path = StackState<Closable.State>()
    var nextID = 0
  }
  enum Action {
    case present
    case push
    case sheet(PresentationAction<Closable.Action>)
    case path(StackActionOf<Closable>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .present:
        state.nextID += 1
        state.sheet = Closable.State(id: state.nextID)
      case .push:
        state.nextID += 1
        state.path.append(Closable.State(id: state.nextID))
      case .sheet, .path:
        break
      }
      return .none
    }
    .ifLet(\.$sheet, action: \.sheet) { Closable() }
    .forEach(\.path, action: \.path) { Closable() }
  }
}

/// A feature that calls `dismiss()` the moment it appears, before the effect that listens for
/// its dismissal has had a chance to run, is still dismissed: the request is never lost.
///
/// Whether the listener starts first is up to the scheduler: on a loaded machine these tests
/// failed within their 300 attempts before the fix (6 of 6 runs beside four busy processes);
/// `DismissalRequestTests` checks the same ordering deterministically.
@MainActor
struct ImmediateDismissalTests {
  static let attempts = 300

  @Test func aPresentedFeatureThatDismissesAtOnceIsDismissed() async {
    let store = Store(initialState: Opener.State()) { Opener() }
    for attempt in 0..<Self.attempts {
      store.send(.present)
      // In the same turn of the main actor: the parent's listener has not started yet.
      store.scope(\.sheet, action: \.sheet.presented)?.send(.closeTapped)
      let dismissed = await eventually(timeout: .seconds(5)) { store.sheet == nil }
      #expect(dismissed, "attempt \(attempt): the sheet is still presented")
      guard dismissed else { return }
    }
  }

  @Test func aPushedFeatureThatDismissesAtOnceIsPopped() async {
    let store = Store(initialState: Opener.State()) { Opener() }
    for attempt in 0..<Self.attempts {
      store.send(.push)
      let id = store.path.ids.last!
      store.scope(\.path[id: id], action: \.path[id: id])?.send(.closeTapped)
      let popped = await eventually(timeout: .seconds(5)) { store.path.isEmpty }
      #expect(popped, "attempt \(attempt): the element is still on the stack")
      guard popped else { return }
    }
  }
}
