import ComposableArchitecture
import Testing

/// The action of the builder fixtures.
@CasePathable
private enum Tap: Equatable {
  case tap
  case logged(String)
}

/// A reducer that appends its name to a log of state, and optionally echoes it back.
private struct Append: Reducer {
  let name: String
  var echo = false

  func reduce(into state: inout [String], action: Tap) -> Effect<Tap> {
    guard case .tap = action else { return .none }
    state.append(self.name)
    return self.echo ? .send(.logged(self.name)) : .none
  }
}

private struct IfFeature: Reducer {
  let isEnabled: Bool
  var body: some Reducer<[String], Tap> {
    Append(name: "always")
    if self.isEnabled {
      Append(name: "if")
    }
  }
}

private struct IfLetFeature: Reducer {
  let suffix: String?
  var body: some Reducer<[String], Tap> {
    if let suffix = self.suffix {
      Append(name: "suffix \(suffix)")
    }
    Append(name: "last")
  }
}

private struct IfElseFeature: Reducer {
  let isFirst: Bool
  var body: some Reducer<[String], Tap> {
    if self.isFirst {
      Append(name: "first")
    } else {
      Append(name: "second")
      Append(name: "second again")
    }
  }
}

private struct SwitchFeature: Reducer {
  enum Mode { case a, b, c }
  let mode: Mode
  var body: some Reducer<[String], Tap> {
    switch self.mode {
    case .a:
      Append(name: "a")
    case .b:
      Append(name: "b")
    case .c:
      EmptyReducer()
    }
  }
}

private struct ForFeature: Reducer {
  let names: [String]
  var body: some Reducer<[String], Tap> {
    Append(name: "start")
    for name in self.names {
      Append(name: name)
    }
    Append(name: "end")
  }
}

private struct EmptyBlockFeature: Reducer {
  var body: some Reducer<[String], Tap> {}
}

private struct EchoFeature: Reducer {
  var body: some Reducer<[String], Tap> {
    Append(name: "one", echo: true)
    Append(name: "two", echo: true)
    Reduce { state, action in
      if case .logged(let name) = action {
        state.append("logged \(name)")
      }
      return .none
    }
  }
}

@MainActor
struct ReducerBuilderTests {
  private func run(_ reducer: some Reducer<[String], Tap>) -> [String] {
    var state: [String] = []
    _ = reducer.reduce(into: &state, action: .tap)
    return state
  }

  @Test func sequencedReducersRunInOrderEachSeeingThePreviousState() {
    let store = Store(initialState: [String]()) {
      Append(name: "first")
      Reduce { state, _ in
        state.append("saw \(state.count)")
        return .none
      }
      Append(name: "third")
    }
    store.send(.tap)
    #expect(store.state == ["first", "saw 1", "third"])
  }

  @Test func anIfIncludesItsReducerOnlyWhenTheConditionHolds() {
    #expect(self.run(IfFeature(isEnabled: true)) == ["always", "if"])
    #expect(self.run(IfFeature(isEnabled: false)) == ["always"])
  }

  @Test func anIfLetUnwrapsIntoItsReducer() {
    #expect(self.run(IfLetFeature(suffix: "x")) == ["suffix x", "last"])
    #expect(self.run(IfLetFeature(suffix: nil)) == ["last"])
  }

  @Test func anIfElseRunsExactlyOneBranch() {
    #expect(self.run(IfElseFeature(isFirst: true)) == ["first"])
    #expect(self.run(IfElseFeature(isFirst: false)) == ["second", "second again"])
  }

  @Test func aSwitchRunsTheMatchingCase() {
    #expect(self.run(SwitchFeature(mode: .a)) == ["a"])
    #expect(self.run(SwitchFeature(mode: .b)) == ["b"])
    #expect(self.run(SwitchFeature(mode: .c)) == [])
  }

  @Test func aForLoopRunsOneReducerPerElementInOrder() {
    #expect(self.run(ForFeature(names: ["x", "y", "z"])) == ["start", "x", "y", "z", "end"])
    #expect(self.run(ForFeature(names: [])) == ["start", "end"])
  }

  @Test func builtReducersWorkInAStore() {
    let store = Store(initialState: [String]()) {
      ForFeature(names: ["x"])
      IfFeature(isEnabled: true)
    }
    store.send(.tap)
    #expect(store.state == ["start", "x", "end", "always", "if"])
  }

  @Test func effectsOfEveryReducerInABlockAreMergedInOrder() async {
    let store = TestStore(initialState: [String]()) {
      EchoFeature()
    }
    await store.send(.tap) {
      $0 = ["one", "two"]
    }
    await store.receive(.logged("one")) {
      $0.append("logged one")
    }
    await store.receive(.logged("two")) {
      $0.append("logged two")
    }
  }

  @Test func anEmptyBlockBuildsAReducerThatDoesNothing() {
    let store = Store(initialState: [String]()) {
      EmptyBlockFeature()
    }
    store.send(.tap)
    #expect(store.state == [])
  }
}

@MainActor
struct ReducerBuilderExistentialTests {
  @Test func anExistentialReducerIsAcceptedInABuilder() {
    let reducer = CombineReducers {
      FactFeature()
      FactFeature() as any ReducerOf<FactFeature>
    }
    let store = Store(initialState: FactFeature.State()) { reducer }
    store.send(.incrementButtonTapped)
    #expect(store.count == 2)
  }
}
