import Testing

@testable import ComposableArchitecture

@Reducer
private struct Recursive {
  @ObservableState
  struct State: Equatable {
    @Presents var child: State?
    var count = 0
  }
  enum Action {
    indirect case child(PresentationAction<Action>)
    case tap
    case set(Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child: return .none
      case .tap:
        state.count += 1
        return .none
      case .set(let value):
        state.count = value
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Recursive() }
  }
}

/// An action enum whose case paths cannot be looked up (no `@Reducer`).
@CasePathable
private enum Plain {
  case inner(Recursive.Action)
}

@MainActor
struct CaseEmbeddingTests {
  @Test func actionsOfReducerFeaturesLookUpTheirCasePaths() throws {
    let casePath = try #require(
      Recursive.Action._$casePath(of: .set(3)) as? AnyCasePath<Recursive.Action, Int>
    )
    #expect(casePath.extract(from: .set(7)) == 7)
    #expect(casePath.extract(from: .tap) == nil)
    guard case .set(5) = casePath.embed(5) else {
      Issue.record("embedded into the wrong case")
      return
    }
  }

  @Test func resolvesAPathThroughPresentation() throws {
    let general = AnyCasePath<Recursive.Action, Recursive.Action>(\.child.presented)
    let resolved = try #require(resolveEmbedding(general, probe: .tap))
    guard case .child(.presented(.set(4))) = resolved(.set(4)) else {
      Issue.record("resolved embedding put the action in the wrong case")
      return
    }
  }

  @Test func resolvesWhenTheFirstActionIsItselfNested() throws {
    let general = AnyCasePath<Recursive.Action, Recursive.Action>(\.child.presented)
    let resolved = try #require(
      resolveEmbedding(general, probe: .child(.presented(.child(.dismiss))))
    )
    guard case .child(.presented(.tap)) = resolved(.tap) else {
      Issue.record("resolved embedding has the wrong number of levels")
      return
    }
  }

  @Test func resolvesASingleCaseToItsGeneratedCasePath() throws {
    let general = AnyCasePath<Recursive.Action, PresentationAction<Recursive.Action>>(\.child)
    let generated = try #require(resolveCasePath(general, probe: .dismiss))
    #expect(generated.extract(from: .tap) == nil)
    guard case .presented(.set(2))? = generated.extract(from: .child(.presented(.set(2)))) else {
      Issue.record("generated case path extracted the wrong payload")
      return
    }
  }

  @Test func doesNotResolveSeveralCasesToOneCasePath() {
    let general = AnyCasePath<Recursive.Action, Recursive.Action>(\.child.presented)
    #expect(resolveCasePath(general, probe: .tap) == nil)
  }

  @Test func doesNotResolveThroughAnEnumWithoutLookup() {
    let general = AnyCasePath<Plain, Recursive.Action>(\.inner)
    #expect(resolveEmbedding(general, probe: .tap) == nil)
  }

  @Test func scopedStoresEmbedThroughEveryLevel() {
    let store = Store(initialState: Recursive.State(child: Recursive.State(child: .init()))) {
      Recursive()
    }
    let leaf = store.scope(\.child, action: \.child.presented)?
      .scope(\.child, action: \.child.presented)
    leaf?.send(.tap)
    leaf?.send(.set(10))
    leaf?.send(.tap)
    #expect(store.child?.child?.count == 11)
    #expect(store.count == 0)
    #expect(store.child?.count == 0)
  }
}

struct DirectReduceTests {
  @Test func aStatelessFeatureReducedFromManyTasksAtOnceBuildsOneBodyAndStaysCorrect() async {
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<16 {
        group.addTask {
          var state = Recursive.State(child: Recursive.State())
          for _ in 0..<100 {
            _ = Recursive().reduce(into: &state, action: .child(.presented(.tap)))
            _ = Recursive().reduce(into: &state, action: .tap)
          }
          return state.count * 1_000 + (state.child?.count ?? 0)
        }
      }
      return await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(counts == Array(repeating: 100_100, count: 16))
  }
}
