import ComposableArchitecture
import Testing

extension Alerts {
  @Suite struct ButtonStateTests {
    enum Action: Equatable, Hashable, Sendable {
      case confirm
      case delete(id: Int)
    }

    enum ParentAction: Equatable, Sendable {
      case child(Action)
    }

    @Test func actionInitializersAgree() {
      let direct = ButtonState(action: Action.confirm) { TextState("OK") }
      let wrapped = ButtonState(action: .send(Action.confirm)) { TextState("OK") }
      #expect(direct == wrapped)
      #expect(direct.action.action == .confirm)
      #expect(direct.role == nil)
      #expect(direct.label == TextState("OK"))
    }

    @Test func defaultActionOnlyDismisses() {
      let cancel = ButtonState<Action>(role: .cancel) { TextState("Cancel") }
      #expect(cancel.role == .cancel)
      #expect(cancel.action == .send(nil))
      #expect(cancel.action.action == nil)
    }

    @Test func equalityAndHashingIgnoreIDs() {
      let make = {
        ButtonState(role: .destructive, action: Action.delete(id: 1)) { TextState("Delete") }
      }
      let first = make()
      let second = make()
      #expect(first.id != second.id)
      #expect(first == second)
      #expect(first.hashValue == second.hashValue)
      #expect(Set([first, second]).count == 1)
    }

    @Test func equalityComparesRoleActionAndLabel() {
      let button = ButtonState(role: .destructive, action: Action.confirm) { TextState("Go") }
      #expect(button != ButtonState(action: Action.confirm) { TextState("Go") })
      #expect(
        button != ButtonState(role: .destructive, action: Action.delete(id: 1)) { TextState("Go") })
      #expect(
        button != ButtonState(role: .destructive, action: Action.confirm) { TextState("Go").bold() }
      )
    }

    @Test func withActionPerformsTheAction() {
      var received: [Action?] = []
      ButtonState(action: Action.delete(id: 7)) { TextState("Delete") }.withAction {
        received.append($0)
      }
      ButtonState<Action>(role: .cancel) { TextState("Cancel") }.withAction { received.append($0) }
      #expect(received == [.delete(id: 7), nil])
    }

    @MainActor
    @Test func asyncWithActionPerformsTheAction() async {
      var received: Action?
      await ButtonState(action: Action.confirm) { TextState("OK") }.withAction { action async in
        received = action
      }
      #expect(received == .confirm)
    }

    @Test func mapTransformsActionAndKeepsIdentity() {
      let button = ButtonState(role: .destructive, action: Action.confirm) { TextState("OK") }
      let mapped = button.map { $0.map(ParentAction.child) }
      #expect(mapped.id == button.id)
      #expect(mapped.role == .destructive)
      #expect(mapped.label == TextState("OK"))
      #expect(mapped.action == .send(.child(.confirm)))

      let cancel = ButtonState<Action>(role: .cancel) { TextState("Cancel") }
      #expect(cancel.map { $0.map(ParentAction.child) }.action.action == nil)
    }

    @Test func roles() {
      #expect(Set<ButtonStateRole>([.cancel, .destructive, .cancel]).count == 2)
      #expect(String(customDumping: ButtonStateRole.destructive) == "ButtonStateRole.destructive")
    }

    @Test func dumpsRoleActionAndLabel() {
      let button = ButtonState(role: .destructive, action: Action.delete(id: 1)) {
        TextState("Delete")
      }
      #expect(
        String(customDumping: button) == """
          ButtonState(
            role: .destructive,
            action: .send(
              .delete(id: 1)
            ),
            label: "Delete"
          )
          """
      )
      #expect(
        String(customDumping: ButtonState<Action> { TextState("OK") }) == """
          ButtonState(
            action: .send(nil),
            label: "OK"
          )
          """
      )
    }

    @Test func builderSupportsControlFlow() {
      func buttons(showExtra: Bool, ids: [Int], useCancel: Bool) -> [ButtonState<Action>] {
        @ButtonStateBuilder<Action> func build() -> [ButtonState<Action>] {
          ButtonState(action: .confirm) { TextState("OK") }
          if showExtra {
            ButtonState(action: .delete(id: 0)) { TextState("Extra") }
          }
          for id in ids {
            ButtonState(action: .delete(id: id)) { TextState("Delete \(id)") }
          }
          if useCancel {
            ButtonState(role: .cancel) { TextState("Cancel") }
          } else {
            ButtonState(role: .destructive) { TextState("Discard") }
          }
        }
        return build()
      }

      #expect(
        buttons(showExtra: false, ids: [], useCancel: true).map { String(state: $0.label) }
          == ["OK", "Cancel"]
      )
      #expect(
        buttons(showExtra: true, ids: [1, 2], useCancel: false).map { String(state: $0.label) }
          == ["OK", "Extra", "Delete 1", "Delete 2", "Discard"]
      )
    }

    @Test func isSendableWhenActionIsSendable() {
      let button = ButtonState(action: Action.confirm) { TextState("OK") }
      let sent: any Sendable = button
      #expect(sent is ButtonState<Action>)
      Alerts.requireSendable(button.action)
      Alerts.requireSendable(ButtonStateRole.cancel)
      Alerts.requireSendable(TextState("x"))
    }
  }
}
