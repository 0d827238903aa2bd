import ComposableArchitecture
import Testing

extension Alerts {
  /// Alert buttons that animate the change their action makes: `.send(action, animation:)`.
  @Suite struct AnimatedButtonStateTests {
    enum Action: Equatable, Sendable {
      case confirm
    }

    enum ParentAction: Equatable, Sendable {
      case child(Action)
    }

    @Test func keepsItsActionAndAnimation() {
      let button = ButtonState(action: .send(Action.confirm, animation: .easeOut)) {
        TextState("OK")
      }
      #expect(button.action.action == .confirm)
      #expect(button.action == .send(.confirm, animation: .easeOut))
      #expect(button.action != .send(.confirm))
      #expect(button.action != .send(.confirm, animation: .easeIn))
    }

    @Test func mappingKeepsTheAnimation() {
      let child = ButtonStateAction<Action>.send(.confirm, animation: .bouncy)
      let parent = child.map { $0.map(ParentAction.child) }
      #expect(parent == .send(.child(.confirm), animation: .bouncy))
      let dismissOnly = ButtonStateAction<Action>.send(nil, animation: .default)
      #expect(dismissOnly.action == nil)
      #expect(dismissOnly.map { $0.map(ParentAction.child) } == .send(nil, animation: .default))
    }

    @Test func withActionPerformsTheAnimatedAction() async {
      let button = ButtonState(action: .send(Action.confirm, animation: .snappy)) {
        TextState("OK")
      }
      let performed = LockIsolated<[Action?]>([])
      button.withAction { action in performed.withValue { $0.append(action) } }
      await button.withAction { action in
        await Task.yield()
        performed.withValue { $0.append(action) }
      }
      #expect(performed.value == [.confirm, .confirm])
    }

    @Test func dumpsTheAnimatedSend() {
      let button = ButtonState(action: .send(Action.confirm, animation: nil)) {
        TextState("OK")
      }
      let dump = String(customDumping: button)
      #expect(dump.contains("action: .animatedSend("), "\(dump)")
      #expect(dump.contains(".confirm"), "\(dump)")
      #expect(dump.contains("animation: nil"), "\(dump)")
    }
  }
}
