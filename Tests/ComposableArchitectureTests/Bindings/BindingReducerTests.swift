import ComposableArchitecture
import Testing

@MainActor
struct BindingReducerTests {
  @Test func reducerAfterBindingReducerSeesNewValue() async {
    let store = TestStore(initialState: BindingsForm.State()) { BindingsForm() }
    await store.send(.binding(.set(\.text, "Hi"))) {
      $0.text = "Hi"
      $0.log = ["after: Hi"]
    }
  }

  @Test func reducerBeforeBindingReducerSeesOldValue() async {
    let store = TestStore(initialState: BindingsLogBeforeForm.State(text: "Old")) {
      BindingsLogBeforeForm()
    }
    await store.send(.binding(.set(\.text, "New"))) {
      $0.text = "New"
      $0.log = ["before: Old"]
    }
  }

  @Test func sendThroughCaseKeyPath() async {
    let store = TestStore(initialState: BindingsForm.State()) { BindingsForm() }
    await store.send(\.binding.text, "Hi") {
      $0.text = "Hi"
      $0.log = ["after: Hi"]
    }
    await store.send(.set(\.isOn, true)) {
      $0.isOn = true
      $0.log.append("switched on")
    }
    await store.send(.binding(.set(\.isOn, false))) {
      $0.isOn = false
    }
  }

  @Test func receiveBindingAction() async {
    let store = TestStore(initialState: BindingsForm.State()) { BindingsForm() }
    await store.send(.fetchTapped)
    await store.receive(.binding(.set(\.text, "fetched"))) {
      $0.text = "fetched"
      $0.log = ["after: fetched"]
    }
  }

  @Test func receiveBindingActionByCaseKeyPath() async {
    let store = TestStore(initialState: BindingsForm.State()) { BindingsForm() }
    await store.send(.fetchTapped)
    await store.receive(\.binding.text, "fetched") {
      $0.text = "fetched"
      $0.log = ["after: fetched"]
    }
  }

  @Test func receiveWrongValueFails() async {
    let store = TestStore(initialState: BindingsForm.State()) { BindingsForm() }
    await store.send(.fetchTapped)
    await withKnownIssue {
      await store.receive(.binding(.set(\.text, "other"))) {
        $0.text = "fetched"
        $0.log = ["after: fetched"]
      }
    } matching: { issue in
      issue.description.contains("Received unexpected action")
    }
  }

  @Test func onChangeAfterBindingReducer() async {
    let store = TestStore(initialState: BindingsForm.State()) { BindingsForm() }
    await store.send(.binding(.set(\.count, 2))) {
      $0.count = 2
      $0.log = ["count 0 → 2"]
    }
    await store.send(.binding(.set(\.count, 2)))
    await store.send(.countChanged(5)) {
      $0.count = 5
    }
  }

  @Test func bindingReducerIgnoresOtherActions() async {
    let store = TestStore(initialState: BindingsForm.State()) { BindingsForm() }
    await store.send(.toggleTapped(true)) {
      $0.isOn = true
    }
  }

  @Test func viewActionBindings() async {
    let store = TestStore(initialState: BindingsViewActionForm.State()) {
      BindingsViewActionForm()
    }
    await store.send(.view(.binding(.set(\.text, "Hi")))) {
      $0.text = "Hi"
    }
    await store.send(\.view.binding.text, "Bye") {
      $0.text = "Bye"
    }
  }

  @Test func bindingReducerWritesThroughObservedProperty() {
    let store = Store(initialState: BindingsForm.State()) { BindingsForm() }
    let textChanged = LockIsolated(false)
    withObservationTracking {
      _ = store.text
    } onChange: {
      textChanged.setValue(true)
    }
    store.send(.binding(.set(\.isOn, true)))
    #expect(!textChanged.value)
    store.send(.binding(.set(\.text, "Hi")))
    #expect(textChanged.value)
    #expect(store.text == "Hi")
  }
}
