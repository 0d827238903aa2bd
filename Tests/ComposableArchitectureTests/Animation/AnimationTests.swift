import ComposableArchitecture
import Testing

/// A feature whose logic asks for animations, as feature code written for SwiftUI does.
@Reducer
private struct Loader {
  @ObservableState
  struct State: Equatable {
    var items: [String] = []
    var isShowingDetail = false
  }
  enum Action: Equatable, ViewAction {
    case loadTapped
    case loadedWithAnimation([String])
    case loadedWithTransaction([String])
    case loadedByAnimatedEffect([String])
    case view(View)

    enum View: Equatable {
      case detailTapped
    }
  }

  // Deprecated because it exercises the deprecated `Effect.animation(_:)`; the tests reach it
  // through the `Reducer` protocol, so they need no deprecated context of their own.
  @available(*, deprecated)
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadTapped:
        // Concatenated so that the actions arrive in a known order: merged effects run
        // concurrently.
        return .concatenate(
          .run { send in
            await send(.loadedWithAnimation(["a"]), animation: .easeInOut)
            await send(.loadedWithTransaction(["b"]), transaction: Transaction(animation: .default))
          },
          .run { send in
            await send(.loadedByAnimatedEffect(["c"]))
          }
          .animation(.spring)
        )
      case .loadedWithAnimation(let items), .loadedWithTransaction(let items),
        .loadedByAnimatedEffect(let items):
        state.items += items
        return .none
      case .view(.detailTapped):
        state.isShowingDetail = true
        return .none
      }
    }
  }
}

@MainActor
struct AnimationTests {
  @Test func animatedSendsFromEffectsDeliverTheirActions() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.loadTapped)
    await store.receive(.loadedWithAnimation(["a"])) { $0.items = ["a"] }
    await store.receive(.loadedWithTransaction(["b"])) { $0.items = ["a", "b"] }
    await store.receive(.loadedByAnimatedEffect(["c"])) { $0.items = ["a", "b", "c"] }
  }

  @Test func animatedSendsToAStoreReduceTheAction() {
    let store = Store(initialState: Loader.State()) { Loader() }
    store.send(.loadedWithAnimation(["x"]), animation: .default)
    store.send(.loadedWithTransaction(["y"]), transaction: Transaction(animation: .linear))
    #expect(store.items == ["x", "y"])
  }

  @Test func animatedViewActionsReachTheStore() {
    struct View: ViewActionSending {
      let store: StoreOf<Loader>
    }
    let view = View(store: Store(initialState: Loader.State()) { Loader() })
    view.send(.detailTapped, animation: .easeOut)
    #expect(view.store.isShowingDetail)
  }

  @Test func withAnimationAndWithTransactionRunTheirBody() {
    #expect(withAnimation(.linear(duration: 0.3)) { 1 } == 1)
    #expect(withTransaction(Transaction()) { 2 } == 2)
    #expect(Transaction(animation: .default).animation == .default)
    #expect(Animation.easeIn(duration: 1) != Animation.easeIn(duration: 2))
  }
}
