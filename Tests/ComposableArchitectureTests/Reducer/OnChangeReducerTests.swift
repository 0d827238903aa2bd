import ComposableArchitecture
import Testing

/// A form whose `onChange` reducers record what changed.
private struct Form: Reducer {
  struct State: Equatable {
    var name = ""
    var age = 0
    var changes: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case setName(String)
    case setAge(Int)
    case nameChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setName(let name):
        state.name = name
        return .none
      case .setAge(let age):
        state.age = age
        return .none
      case .nameChanged:
        return .none
      }
    }
    .onChange(of: \.name) { oldValue, newValue in
      Reduce { state, _ in
        state.changes.append("name: '\(oldValue)' -> '\(newValue)'")
        return .send(.nameChanged(newValue))
      }
    }
    .onChange(of: { $0.age / 10 }) { oldDecade, newDecade in
      Reduce { state, _ in
        state.changes.append("decade: \(oldDecade) -> \(newDecade)")
        return .none
      }
    }
  }
}

@MainActor
struct OnChangeReducerTests {
  @Test func theReducerRunsWithOldAndNewValuesWhenTheValueChanges() async {
    let store = TestStore(initialState: Form.State()) {
      Form()
    }
    await store.send(.setName("Blob")) {
      $0.name = "Blob"
      $0.changes = ["name: '' -> 'Blob'"]
    }
    await store.receive(.nameChanged("Blob"))
  }

  @Test func theReducerDoesNotRunWhenTheValueStaysTheSame() async {
    let store = TestStore(initialState: Form.State(name: "Blob")) {
      Form()
    }
    await store.send(.setName("Blob"))
    // Age 3 -> 7 stays in the same decade.
    await store.send(.setAge(3)) { $0.age = 3 }
    await store.send(.setAge(7)) { $0.age = 7 }
    await store.send(.setAge(12)) {
      $0.age = 12
      $0.changes = ["decade: 0 -> 1"]
    }
  }

  @Test func aCustomDuplicateCheckDecidesWhatCountsAsAChange() {
    let store = Store(initialState: Form.State()) {
      Reduce<Form.State, Form.Action> { state, action in
        if case .setName(let name) = action { state.name = name }
        return .none
      }
      .onChange(of: \.name, removeDuplicates: { $0.lowercased() == $1.lowercased() }) { old, new in
        Reduce { state, _ in
          state.changes.append("\(old) -> \(new)")
          return .none
        }
      }
    }
    store.send(.setName("blob"))
    store.send(.setName("BLOB"))
    store.send(.setName("Blob Jr"))
    #expect(store.changes == [" -> blob", "BLOB -> Blob Jr"])
  }
}
