import ComposableArchitecture
import TestSupport
import Testing

// Observers of presented state (`store.editor`, `store.scope(state: \.editor, …)`,
// `store.alert`, `store.path`) are told when the presentation reducer dismisses it, however the
// dismissal comes about, even when they started observing only after the state was presented.

@Reducer
private struct ObservedEditor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action {
    case closeTapped
    case edit
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeTapped:
        return .run { _ in await self.dismiss() }
      case .edit:
        state.text += "!"
        return .none
      }
    }
  }
}

@Reducer
private struct ObservedParent {
  @ObservableState
  struct State: Equatable {
    @Presents var editor: ObservedEditor.State?
    @Presents var alert: AlertState<Action.Alert>?
    var path = StackState<ObservedEditor.State>()
  }
  enum Action {
    case addButtonTapped
    case deleteButtonTapped
    case pushButtonTapped
    case editor(PresentationAction<ObservedEditor.Action>)
    case alert(PresentationAction<Alert>)
    case path(StackActionOf<ObservedEditor>)

    enum Alert: Equatable {
      case confirmDeletion
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.editor = ObservedEditor.State()
      case .deleteButtonTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        }
      case .pushButtonTapped:
        state.path.append(ObservedEditor.State())
      case .editor, .alert, .path:
        break
      }
      return .none
    }
    .ifLet(\.$editor, action: \.editor) { ObservedEditor() }
    .ifLet(\.$alert, action: \.alert)
    .forEach(\.path, action: \.path) { ObservedEditor() }
  }
}

/// A stand-in for a view holding the store with `@Bindable`.
@MainActor
private struct ObservedParentView {
  @Bindable var store: StoreOf<ObservedParent>
}

/// Whether what `read` reads is reported changed from now on; tracking starts at once.
@MainActor
private final class Tracker {
  private let fired = LockIsolated(false)
  var didFire: Bool { self.fired.value }

  init(_ read: @MainActor () -> Void) {
    let fired = self.fired
    withObservationTracking(read) { fired.setValue(true) }
  }
}

@MainActor
struct PresentationObservationTests {
  @Test func dismissingWithDismissActionNotifiesObserversOfThePresentedState() {
    let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
    store.send(.addButtonTapped)
    let editor = Tracker { _ = store.editor }
    let scoped = Tracker { _ = store.scope(state: \.editor, action: \.editor.presented) }
    let presentation = Tracker { _ = store.scope(state: \.editor, action: \.editor) }
    store.send(.editor(.dismiss))
    #expect(store.editor == nil)
    #expect(editor.didFire)
    #expect(scoped.didFire)
    #expect(presentation.didFire)
  }

  @Test func dismissingAfterAChildActionNotifiesObserversOfThePresentedState() {
    let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
    store.send(.addButtonTapped)
    store.send(.editor(.presented(.edit)))
    let editor = Tracker { _ = store.editor }
    store.send(.editor(.dismiss))
    #expect(store.editor == nil)
    #expect(editor.didFire)
  }

  @Test func dismissingWithTheDismissDependencyNotifiesObserversOfThePresentedState() async {
    let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
    store.send(.addButtonTapped)
    let editor = Tracker { _ = store.editor }
    let scoped = Tracker { _ = store.scope(state: \.editor, action: \.editor.presented) }
    store.scope(state: \.editor, action: \.editor.presented)?.send(.closeTapped)
    #expect(await eventually(timeout: .seconds(5)) { store.editor == nil })
    #expect(editor.didFire)
    #expect(scoped.didFire)
  }

  @Test func dismissingThroughABindingNotifiesObserversOfThePresentedState() {
    let view = ObservedParentView(
      store: Store(initialState: ObservedParent.State()) { ObservedParent() })
    let binding = view.$store.scope(state: \.editor, action: \.editor)
    view.store.send(.addButtonTapped)
    #expect(binding.wrappedValue != nil)
    let editor = Tracker { _ = view.store.editor }
    let bound = Tracker { _ = binding.wrappedValue }
    binding.wrappedValue = nil
    #expect(view.store.editor == nil)
    #expect(editor.didFire)
    #expect(bound.didFire)
  }

  @Test func dismissingAnAlertWithAButtonActionNotifiesObserversOfTheAlert() {
    let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
    store.send(.deleteButtonTapped)
    let alert = Tracker { _ = store.alert }
    let scoped = Tracker { _ = store.scope(state: \.alert, action: \.alert.presented) }
    store.send(.alert(.presented(.confirmDeletion)))
    #expect(store.alert == nil)
    #expect(alert.didFire)
    #expect(scoped.didFire)
  }

  @Test func poppingTheStackNotifiesObserversOfThePath() async {
    let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
    store.send(.pushButtonTapped)
    store.send(.pushButtonTapped)
    var path = Tracker { _ = store.path }
    store.send(.path(.popFrom(id: store.path.ids[1])))
    #expect(store.path.count == 1)
    #expect(path.didFire)

    path = Tracker { _ = store.path }
    let id = store.path.ids[0]
    store.scope(state: \.path[id: id], action: \.path[id: id])?.send(.closeTapped)
    #expect(await eventually(timeout: .seconds(5)) { store.path.isEmpty })
    #expect(path.didFire)
  }

  @Test func observersOfTheProjectionAndOfThePropertyAreNotifiedAlike() {
    var state = ObservedParent.State(editor: ObservedEditor.State())
    let property = LockIsolated(false)
    withObservationTracking {
      _ = state.editor
    } onChange: {
      property.setValue(true)
    }
    let projection = LockIsolated(false)
    withObservationTracking {
      _ = state.$editor
    } onChange: {
      projection.setValue(true)
    }
    state.$editor.wrappedValue = nil
    #expect(property.value)
    #expect(projection.value)
  }
}
