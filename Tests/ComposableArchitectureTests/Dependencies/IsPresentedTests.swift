import ComposableArchitecture
import TestSupport
import Testing

@Reducer
private struct PresentedSheet {
  struct State: Equatable {
    var presentedInReducer: Bool?
    var presentedInEffect: Bool?
  }
  enum Action: Equatable {
    case appeared
    case effectReported(Bool)
  }
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appeared:
        state.presentedInReducer = self.isPresented
        return .run { send in await send(.effectReported(self.isPresented)) }
      case .effectReported(let isPresented):
        state.presentedInEffect = isPresented
        return .none
      }
    }
  }
}

@Reducer
private struct SheetHost {
  @ObservableState
  struct State: Equatable {
    @Presents var sheet: PresentedSheet.State?
    /// What `isPresented` said in the parent's reducer, one entry per action it reduced.
    var presentedInParent: [Bool] = []
  }
  enum Action: Equatable {
    case openTapped
    case sheet(PresentationAction<PresentedSheet.Action>)
  }
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.presentedInParent.append(self.isPresented)
      if case .openTapped = action {
        state.sheet = PresentedSheet.State()
      }
      return .none
    }
    .ifLet(\.$sheet, action: \.sheet) { PresentedSheet() }
  }
}

@MainActor
struct IsPresentedTests {
  @Test func presentedFeatureAndItsEffectsArePresentedAndTheRootIsNot() async {
    let store = Store(initialState: SheetHost.State()) { SheetHost() }
    store.send(.openTapped)
    store.send(.sheet(.presented(.appeared)))
    #expect(await eventually { store.sheet?.presentedInEffect != nil })

    #expect(store.sheet?.presentedInReducer == true)
    #expect(store.sheet?.presentedInEffect == true)
    // The last action, `.effectReported`, was sent by the sheet's effect: the parent's reducer
    // still runs as the root, not as the presented feature whose effect sent it.
    #expect(store.presentedInParent == [false, false, false])
  }

  @Test func rootOfALiveStoreIsNotPresented() {
    let store = Store(initialState: PresentedSheet.State()) { PresentedSheet() }
    store.send(.appeared)
    #expect(store.presentedInReducer == false)
  }

  @Test func rootOfATestStoreIsPresentedAsItCanDismissItself() async {
    // As in the original library: the test store gives its feature a `dismiss` that works.
    let store = TestStore(initialState: PresentedSheet.State()) { PresentedSheet() }
    await store.send(.appeared) { $0.presentedInReducer = true }
    await store.receive(.effectReported(true)) { $0.presentedInEffect = true }
  }

  @Test func featureGivenADismissClosureIsPresented() {
    let store = Store(initialState: PresentedSheet.State()) {
      PresentedSheet()
    } withDependencies: {
      $0.dismiss = DismissEffect {}
    }
    store.send(.appeared)
    #expect(store.presentedInReducer == true)
  }
}
