import ComposableArchitecture
import Testing

@MainActor
struct StoreBindingTests {
  @Test func bindingReadsAndWritesState() {
    let view = BindingsFormView(store: Store(initialState: BindingsForm.State()) { BindingsForm() })
    let text: Binding<String> = view.$store.text
    #expect(text.wrappedValue == "")
    text.wrappedValue = "Hi"
    #expect(view.store.text == "Hi")
    #expect(text.wrappedValue == "Hi")
    #expect(view.store.log == ["after: Hi"])

    view.$store.isOn.wrappedValue = true
    #expect(view.store.isOn)
    #expect(view.store.log == ["after: Hi", "switched on"])
  }

  @Test func bindingWriteNotifiesObserversOfThatField() {
    let view = BindingsFormView(store: Store(initialState: BindingsForm.State()) { BindingsForm() })
    let textChanged = LockIsolated(false)
    withObservationTracking {
      _ = view.store.text
    } onChange: {
      textChanged.setValue(true)
    }
    view.$store.count.wrappedValue = 1
    #expect(!textChanged.value)
    view.$store.text.wrappedValue = "Hi"
    #expect(textChanged.value)
  }

  @Test func bindingWriteSendsBindingAction() async {
    let store = Store(initialState: BindingsForm.State()) { BindingsForm() }
    let view = BindingsFormView(store: store)
    view.$store.count.wrappedValue = 3
    #expect(store.count == 3)
    #expect(store.log == ["count 0 → 3"])
  }

  @Test func sendingUsesTheGivenAction() {
    let view = BindingsFormView(store: Store(initialState: BindingsForm.State()) { BindingsForm() })
    let isOn = view.$store.isOn.sending(\.toggleTapped)
    #expect(isOn.wrappedValue == false)
    isOn.wrappedValue = true
    #expect(view.store.isOn)
    // `.toggleTapped` is not a binding action, so the `.binding(.set(\.isOn, true))` case did not
    // run.
    #expect(view.store.log.isEmpty)
  }

  @Test func sendingWithoutBindableAction() {
    @MainActor
    struct ToggleView {
      @Bindable var store: StoreOf<BindingsToggle>
    }
    let view = ToggleView(store: Store(initialState: BindingsToggle.State()) { BindingsToggle() })
    let isOn: Binding<Bool> = view.$store.settings.isOn.sending(\.isOnChanged)
    isOn.wrappedValue = true
    #expect(view.store.settings.isOn)
    #expect(isOn.wrappedValue)
  }

  @Test func sendingThroughBindingCaseKeyPath() {
    let view = BindingsFormView(store: Store(initialState: BindingsForm.State()) { BindingsForm() })
    let text: Binding<String> = view.$store.text.sending(\.binding.text)
    text.wrappedValue = "A"
    #expect(view.store.text == "A")
    #expect(view.store.log == ["after: A"])
  }

  @Test func viewActionStoreBindings() {
    @MainActor
    struct FormView {
      @Bindable var store: StoreOf<BindingsViewActionForm>
    }
    let view = FormView(
      store: Store(initialState: BindingsViewActionForm.State()) { BindingsViewActionForm() }
    )
    view.$store.text.wrappedValue = "Hi"
    #expect(view.store.text == "Hi")
  }

  @Test func unhandledBindingActionIsReported() {
    @MainActor
    struct FormView {
      @Bindable var store: StoreOf<BindingsForgetfulForm>
    }
    let view = FormView(
      store: Store(initialState: BindingsForgetfulForm.State()) { BindingsForgetfulForm() }
    )
    withKnownIssue {
      view.$store.text.wrappedValue = "Hi"
    } matching: { issue in
      issue.description.contains("BindingReducer()")
        && issue.description.contains("BindingsForgetfulForm.Action.binding(.set(")
    }
    #expect(view.store.text == "")
  }

  @Test func plainBindings() {
    var storage = (name: "Blob", age: 1)
    let binding = Binding(get: { storage }, set: { storage = $0 })
    binding.name.wrappedValue = "Blob Jr."
    #expect(storage.name == "Blob Jr.")

    let constant = Binding.constant(42)
    constant.wrappedValue = 0
    #expect(constant.wrappedValue == 42)

    var optional: Int? = 1
    let unwrapped = Binding(Binding(get: { optional }, set: { optional = $0 }))
    unwrapped?.wrappedValue = 2
    #expect(optional == 2)
    optional = nil
    #expect(unwrapped?.wrappedValue == 2)
    #expect(Binding(Binding<Int?>.constant(nil)) == nil)

    let wrapped = Binding<Int?>(Binding(get: { storage.age }, set: { storage.age = $0 }))
    wrapped.wrappedValue = nil
    #expect(storage.age == 1)
    wrapped.wrappedValue = 5
    #expect(storage.age == 5)
    #expect(wrapped.projectedValue.wrappedValue == 5)
  }
}
