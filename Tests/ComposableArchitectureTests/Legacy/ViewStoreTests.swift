import ComposableArchitecture
import Testing

// 1.0–1.6 code observes stores through view stores; here they are driven by Observation.

/// A pre-1.7 form: binding state, a counter and an optional child.
@available(*, deprecated)
@Reducer
struct LegacyViewForm {
  struct State: Equatable {
    @BindingState var name = ""
    var count = 0
    var unrelated = 0
    var child: Int?
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case incrementTapped
    case unrelatedTapped
    case countChanged(Int)
    case toggleChild
    case child(Int)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
      case .unrelatedTapped:
        state.unrelated += 1
      case .countChanged(let count):
        state.count = count
      case .toggleChild:
        state.child = state.child == nil ? 0 : nil
      case .child(let value):
        state.child = value
      case .binding:
        break
      }
      return .none
    }
  }
}

@available(*, deprecated)
private struct NameViewState: Equatable {
  @BindingViewState var name: String
  var count: Int
}

@MainActor
struct ViewStoreTests {
  @available(*, deprecated)
  @Test func aViewStoreReadsTransformedStateAndSendsActions() {
    let store = Store(initialState: LegacyViewForm.State()) { LegacyViewForm() }
    let viewStore = ViewStore(store, observe: \.count)
    #expect(viewStore.state == 0)
    viewStore.send(.incrementTapped)
    #expect(viewStore.state == 1)

    let fullViewStore = ViewStore(store, observe: { $0 })
    #expect(fullViewStore.count == 1)
  }

  @available(*, deprecated)
  @Test func observersAreToldOnlyAboutChangesThatAreNotDuplicates() async {
    let store = Store(initialState: LegacyViewForm.State()) { LegacyViewForm() }
    let viewStore = ViewStore(store, observe: \.count)
    var seen: [Int] = []
    let token = observe { seen.append(viewStore.state) }
    store.send(.unrelatedTapped)
    await Task.megaYield()
    #expect(seen == [0])
    store.send(.incrementTapped)
    await Task.megaYield()
    #expect(seen == [0, 1])
    token.cancel()
  }

  @available(*, deprecated)
  @Test func derivedBindingsReadStateAndSendActions() {
    let store = Store(initialState: LegacyViewForm.State()) { LegacyViewForm() }
    let viewStore = ViewStore(store, observe: { $0 })
    let count = viewStore.binding(get: \.count, send: { .countChanged($0) })
    count.wrappedValue = 5
    #expect(store.withState(\.count) == 5)
    #expect(count.wrappedValue == 5)

    viewStore.$name.wrappedValue = "Blob"
    #expect(viewStore.name == "Blob")
  }

  @available(*, deprecated)
  @Test func bindingViewStateWritesThroughTheStore() {
    let store = Store(initialState: LegacyViewForm.State()) { LegacyViewForm() }
    let viewStore = ViewStore(store, observe: { NameViewState(name: $0.$name, count: $0.count) })
    let initial = viewStore.state
    viewStore.$name.wrappedValue = "Blob"
    #expect(store.withState(\.name) == "Blob")
    #expect(viewStore.name == "Blob")
    // View states compare what they were created with, so a change is not a duplicate.
    #expect(initial != viewStore.state)
  }

  @available(*, deprecated)
  @Test func sendWhileSuspendsUntilThePredicateFails() async {
    let store = Store(initialState: LegacyViewForm.State()) { LegacyViewForm() }
    let viewStore = ViewStore(store, observe: { $0 })
    let task = Task {
      await viewStore.send(.countChanged(1), while: { $0.count < 3 })
    }
    await Task.megaYield()
    store.send(.countChanged(3))
    await task.value
    #expect(viewStore.count == 3)
  }

  @available(*, deprecated)
  @Test func storeIfLetCallsThenAndElseAsTheStateComesAndGoes() async {
    let store = Store(initialState: LegacyViewForm.State()) { LegacyViewForm() }
    let child = store.scope(state: { $0.child }, action: { LegacyViewForm.Action.child($0) })
    var events: [String] = []
    var childStore: Store<Int, Int>?
    child.ifLet { store in
      events.append("then \(store.withState { $0 })")
      childStore = store
    } else: {
      events.append("else")
    }
    #expect(events == ["else"])
    store.send(.toggleChild)
    await Task.megaYield()
    #expect(events == ["else", "then 0"])
    childStore?.send(7)
    #expect(store.withState(\.child) == 7)
    store.send(.toggleChild)
    await Task.megaYield()
    #expect(events == ["else", "then 0", "else"])
  }
}
