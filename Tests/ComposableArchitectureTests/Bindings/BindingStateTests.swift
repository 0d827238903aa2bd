import ComposableArchitecture
import Testing

/// A feature written before `@ObservableState`, as in the "before" samples of the 1.6 migration
/// guide: fields marked `@BindingState`, addressed as `\.$field`.
@available(*, deprecated)
@Reducer
struct BindingsLegacyForm {
  struct State: Equatable {
    @BindingState var text = ""
    @BindingState var isOn = false
    var edits = 0
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$text):
        state.edits += 1
        return .none
      case .binding:
        return .none
      }
    }
  }
}

/// The checks on deprecated API, run through a protocol so that the tests calling them are not
/// themselves deprecated (Swift Testing refuses deprecated test functions).
protocol BindingsLegacyChecks {
  @MainActor func sendsBindingStateActions() async
  @MainActor func bindingStateIsTransparent()
}

struct BindingsLegacy {}

@available(*, deprecated)
extension BindingsLegacy: BindingsLegacyChecks {
  @MainActor func sendsBindingStateActions() async {
    let store = TestStore(initialState: BindingsLegacyForm.State()) { BindingsLegacyForm() }
    await store.send(.binding(.set(\.$text, "Hi"))) {
      $0.text = "Hi"
      $0.edits = 1
    }
    await store.send(.set(\.$isOn, true)) {
      $0.isOn = true
    }
    await store.send(\.binding.$text, "Bye") {
      $0.text = "Bye"
      $0.edits = 2
    }
  }

  @MainActor func bindingStateIsTransparent() {
    let state = BindingsLegacyForm.State(text: "Hi")
    #expect(state.$text.wrappedValue == "Hi")
    var dump = ""
    customDump(state, to: &dump)
    #expect(!dump.contains("BindingState"))
    #expect(dump.contains("text: \"Hi\""))
    #expect(BindingAction<BindingsLegacyForm.State>.set(\.$text, "A") == .set(\.$text, "A"))
    #expect(BindingAction<BindingsLegacyForm.State>.set(\.$text, "A") != .set(\.$text, "B"))
  }
}

@MainActor
struct BindingStateTests {
  /// Found at run time, so that the deprecated conformance is not referenced statically.
  let checks = (BindingsLegacy() as Any) as? any BindingsLegacyChecks

  @Test func bindingStateWithBindingReducer() async throws {
    try await #require(self.checks).sendsBindingStateActions()
  }

  @Test func bindingStateIsTransparent() throws {
    try #require(self.checks).bindingStateIsTransparent()
  }
}
