import ComposableArchitecture
import Testing

/// A child that can answer with an effect.
private struct Echo: Reducer {
  struct State: Equatable {
    var text = ""
  }

  @CasePathable
  enum Action: Equatable {
    case say(String)
    case heard(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .say(let text):
        state.text = text
        return .send(.heard(text))
      case .heard:
        return .none
      }
    }
  }
}

/// A feature that is either logged out or holds an ``Echo`` while logged in.
private struct Session: Reducer {
  @CasePathable
  enum State: Equatable {
    case loggedOut
    case loggedIn(Echo.State)
  }

  @CasePathable
  enum Action: Equatable {
    case loggedIn(Echo.Action)
    case logIn
    case logOut
  }

  static let scopeLine: UInt = #line + 3
  var body: some ReducerOf<Self> {
    // The line below is `scopeLine`.
    Scope(state: \.loggedIn, action: \.loggedIn) { Echo() }
    Reduce { state, action in
      switch action {
      case .loggedIn:
        return .none
      case .logIn:
        state = .loggedIn(Echo.State())
        return .none
      case .logOut:
        state = .loggedOut
        return .none
      }
    }
  }
}

/// A parent holding an ``Echo`` in a struct property.
private struct Room: Reducer {
  struct State: Equatable {
    var echo = Echo.State()
    var seen: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case echo(Echo.Action)
    case other
  }

  var body: some ReducerOf<Self> {
    Scope(\.echo, action: \.echo) {
      Echo()
    }
    Reduce { state, action in
      if case .echo(.say) = action {
        state.seen.append("parent saw '\(state.echo.text)'")
      }
      return .none
    }
  }
}

@MainActor
struct ScopeTests {
  @Test func aScopeRunsTheChildOnItsStateAndActionsAndMapsItsEffects() async {
    let store = TestStore(initialState: Room.State()) {
      Room()
    }
    await store.send(.echo(.say("hi"))) {
      $0.echo.text = "hi"
      $0.seen = ["parent saw 'hi'"]
    }
    await store.receive(.echo(.heard("hi")))
  }

  @Test func aScopeIgnoresActionsThatAreNotTheChilds() async {
    let store = TestStore(initialState: Room.State()) {
      Room()
    }
    await store.send(.other)
  }

  @Test func aScopeOnAnEnumCaseRunsTheChildWhileStateIsInThatCase() async {
    let store = TestStore(initialState: Session.State.loggedOut) {
      Session()
    }
    await store.send(.logIn) {
      $0 = .loggedIn(Echo.State())
    }
    await store.send(.loggedIn(.say("hello"))) {
      $0 = .loggedIn(Echo.State(text: "hello"))
    }
    await store.receive(\.loggedIn.heard, "hello")
  }

  @Test func aScopeOnAnEnumCaseReportsAnActionForAnotherCase() async {
    let store = TestStore(initialState: Session.State.loggedOut) {
      Session()
    }
    await withKnownIssue {
      await store.send(.loggedIn(.say("hello")))
    } matching: { issue in
      issue.description.contains(#"A "Scope" at "ComposableArchitectureTests/ScopeTests.swift:"#)
        && issue.description.contains("different case")
        && issue.description.contains("Session.Action.loggedIn(.say")
        && issue.sourceLocation?.line == Int(Session.scopeLine)
    }
    #expect(store.state == .loggedOut)
  }

  @Test func aScopeInAStoreMutatesChildStateInPlace() {
    let store = Store(initialState: Room.State()) {
      Room()
    }
    store.send(.echo(.say("a")))
    store.send(.echo(.say("b")))
    #expect(store.echo.text == "b")
    #expect(store.seen == ["parent saw 'a'", "parent saw 'b'"])
  }
}
