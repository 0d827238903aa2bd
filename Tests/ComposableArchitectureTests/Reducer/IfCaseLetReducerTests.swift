import ComposableArchitecture
import Testing

/// A game that runs a timer while playing.
private struct Game: Reducer {
  struct State: Equatable {
    var score = 0
  }

  @CasePathable
  enum Action: Equatable {
    case score
    case startTimer
    case tick
    case quitButtonTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .score:
        state.score += 1
        return .none
      case .startTimer:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick, .quitButtonTapped:
        return .none
      }
    }
  }
}

/// An app whose state is an enum: a menu, or a game in progress.
private struct Arcade: Reducer {
  @CasePathable
  enum State: Equatable {
    case menu
    case playing(Game.State)
  }

  @CasePathable
  enum Action: Equatable {
    case playing(Game.Action)
    case play
  }

  static let ifCaseLetLine: UInt = #line + 21
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .playing(.score):
        // The child already scored when the parent sees the action.
        if case .playing(let game) = state, game.score >= 3 {
          state = .menu
        }
        return .none
      case .playing(.quitButtonTapped):
        state = .menu
        return .none
      case .playing:
        return .none
      case .play:
        state = .playing(Game.State())
        return .none
      }
    }
    // The line below is `ifCaseLetLine`.
    .ifCaseLet(\.playing, action: \.playing) { Game() }
  }
}

@MainActor
struct IfCaseLetReducerTests {
  @Test func theChildRunsBeforeTheParent() async {
    let store = TestStore(initialState: Arcade.State.playing(Game.State(score: 2))) {
      Arcade()
    }
    // The third point ends the game: the parent saw the child's updated score.
    await store.send(.playing(.score)) {
      $0 = .menu
    }
  }

  @Test func theChildMutatesItsCase() async {
    let store = TestStore(initialState: Arcade.State.menu) {
      Arcade()
    }
    await store.send(.play) {
      $0 = .playing(Game.State())
    }
    await store.send(.playing(.score)) {
      $0 = .playing(Game.State(score: 1))
    }
  }

  @Test func childEffectsAreCancelledWhenTheStateLeavesTheCase() async {
    let clock = TestClock()
    let store = TestStore(initialState: Arcade.State.playing(Game.State())) {
      Arcade()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.playing(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.playing(.tick))
    await store.send(.playing(.quitButtonTapped)) {
      $0 = .menu
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func aChildActionForAnotherCaseReportsAnIssueNamingIfCaseLetAndItsLocation() async {
    let store = TestStore(initialState: Arcade.State.menu) {
      Arcade()
    }
    await withKnownIssue {
      await store.send(.playing(.score))
    } matching: { issue in
      issue.description.contains(
        """
        An "ifCaseLet" at \
        "ComposableArchitectureTests/IfCaseLetReducerTests.swift:\(Arcade.ifCaseLetLine)"
        """
      )
        && issue.description.contains("different case")
        && issue.description.contains("Arcade.State.menu")
        && issue.sourceLocation?.line == Int(Arcade.ifCaseLetLine)
    }
    #expect(store.state == .menu)
  }
}
