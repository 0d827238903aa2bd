import ComposableArchitecture
import Testing

/// The seeds' view code, with stand-ins for the SwiftUI controls that take bindings.
@MainActor
struct SeedBindingSpellingTests {
  /// Records what a control would show, and lets the test act as the user.
  final class Controls {
    var textFields: [String: Binding<String>] = [:]
    var toggles: [Binding<Bool>] = []
    var sheets: [Binding<Store<BindingsEditForm.State, BindingsEditForm.Action>?>] = []
    var alerts:
      [Binding<
        Store<AlertState<BindingsInbox.Destination.Alert>, BindingsInbox.Destination.Alert>?
      >] =
        []

    func textField(_ title: String, text: Binding<String>) { self.textFields[title] = text }
    func toggle(isOn: Binding<Bool>) { self.toggles.append(isOn) }
    func sheet(item: Binding<Store<BindingsEditForm.State, BindingsEditForm.Action>?>) {
      self.sheets.append(item)
    }
    func alert(
      _ item: Binding<
        Store<AlertState<BindingsInbox.Destination.Alert>, BindingsInbox.Destination.Alert>?
      >
    ) {
      self.alerts.append(item)
    }
  }

  @MainActor
  struct FeatureView {
    @Bindable var store: StoreOf<BindingsForm>

    func body(_ controls: Controls) {
      controls.textField("Text", text: $store.text)
      controls.toggle(isOn: $store.isOn)
      controls.toggle(isOn: $store.isOn.sending(\.toggleTapped))
    }
  }

  @MainActor
  struct InboxView {
    @Bindable var store: StoreOf<BindingsInbox>

    func body(_ controls: Controls) {
      controls.sheet(
        item: self.$store.scope(\.destination?.editForm, action: \.destination.editForm)
      )
      controls.sheet(item: self.$store.scope(\.child, action: \.child))
      controls.alert(self.$store.scope(\.destination?.alert, action: \.destination.alert))
    }
  }

  @Test func formControls() {
    let controls = Controls()
    let view = FeatureView(store: Store(initialState: BindingsForm.State()) { BindingsForm() })
    view.body(controls)
    controls.textFields["Text"]?.wrappedValue = "Typed"
    controls.toggles[0].wrappedValue = true
    #expect(view.store.text == "Typed")
    #expect(view.store.isOn)
    controls.toggles[1].wrappedValue = false
    #expect(!view.store.isOn)
    #expect(view.store.log == ["after: Typed", "switched on"])
  }

  @Test func sheetsAndAlerts() {
    let controls = Controls()
    let view = InboxView(store: Store(initialState: BindingsInbox.State()) { BindingsInbox() })
    view.body(controls)
    #expect(controls.sheets.allSatisfy { $0.wrappedValue == nil })
    #expect(controls.alerts[0].wrappedValue == nil)

    view.store.send(.editTapped)
    #expect(controls.sheets[0].wrappedValue?.title == "Draft")
    controls.sheets[0].wrappedValue = nil
    #expect(view.store.destination == nil)

    view.store.send(.childTapped)
    #expect(controls.sheets[1].wrappedValue?.title == "Child")
    controls.sheets[1].wrappedValue = nil
    #expect(view.store.child == nil)

    view.store.send(.alertTapped)
    #expect(controls.alerts[0].wrappedValue?.withState(\.title) == TextState("Hi"))
    controls.alerts[0].wrappedValue = nil
    #expect(view.store.destination == nil)
  }
}
