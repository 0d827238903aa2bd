import ComposableArchitecture
import Testing

@MainActor
struct BindingActionTests {
  typealias State = BindingsForm.State

  @Test func equality() {
    #expect(BindingAction<State>.set(\.text, "Hi") == .set(\.text, "Hi"))
    #expect(BindingAction<State>.set(\.text, "Hi") != .set(\.text, "Bye"))
    #expect(BindingAction<State>.set(\.isOn, true) != .set(\.text, "true"))
    #expect(BindingsForm.Action.set(\.text, "Hi") == .binding(.set(\.text, "Hi")))
  }

  @Test func matchesByKeyPath() {
    func field(_ action: BindingsForm.Action) -> String {
      switch action {
      case .binding(\.text): "text"
      case .binding(\.isOn): "isOn"
      case .binding(.set(\.count, 42)): "count is 42"
      case .binding: "other"
      default: "not a binding"
      }
    }
    #expect(field(.binding(.set(\.text, "Hi"))) == "text")
    #expect(field(.binding(.set(\.isOn, false))) == "isOn")
    #expect(field(.binding(.set(\.count, 42))) == "count is 42")
    #expect(field(.binding(.set(\.count, 1))) == "other")
    #expect(field(.toggleTapped(true)) == "not a binding")
  }

  @Test func caseKeyPaths() {
    let action = BindingsForm.Action.binding(.set(\.text, "Hi"))
    let text: String? = action[case: \.binding.text]
    let isOn: Bool? = action[case: \.binding.isOn]
    #expect(text == "Hi")
    #expect(isOn == nil)
    #expect(action.is(\.binding))
    let embedded: BindingsForm.Action = (\BindingsForm.Action.Cases.binding.count)(3)
    #expect(embedded == .binding(.set(\.count, 3)))
  }

  @Test func readableDump() {
    let action = BindingAction<State>.set(\.text, "Hi")
    let dump = String(customDumping: action)
    #expect(dump == #".set(\State.text, "Hi")"#)
    #expect(action.debugDescription == dump)
    #expect(String(customDumping: BindingsForm.Action.binding(action)).contains(".binding(.set("))
  }
}
