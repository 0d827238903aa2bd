import ComposableArchitecture
import Testing

extension Alerts {
  @Suite struct AlertStateTests {
    enum Action: Equatable, Hashable, Sendable {
      case confirmDeletion
      case retry
    }

    enum ParentAction: Equatable, Sendable {
      case alert(Action)
    }

    static func deleteAlert() -> AlertState<Action> {
      AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) {
          TextState("Delete")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      } message: {
        TextState("Are you sure?")
      }
    }

    @Test func builderCollectsTitleButtonsAndMessage() {
      let alert = Self.deleteAlert()
      #expect(alert.title == TextState("Delete?"))
      #expect(alert.message == TextState("Are you sure?"))
      #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
      #expect(alert.buttons.map(\.action.action) == [.confirmDeletion, nil])
      #expect(alert.buttons.map { String(state: $0.label) } == ["Delete", "Cancel"])
    }

    @Test func titleOnlyAlertHasNoButtonsOrMessage() {
      let alert = AlertState<Action> { TextState("Saved") }
      #expect(alert.buttons.isEmpty)
      #expect(alert.message == nil)
    }

    @Test func equalityAndHashingIgnoreGeneratedIDs() {
      let first = Self.deleteAlert()
      let second = Self.deleteAlert()
      #expect(first.id != second.id)
      #expect(first.buttons[0].id != second.buttons[0].id)
      #expect(first == second)
      #expect(first.hashValue == second.hashValue)
      #expect(Set([first, second]).count == 1)
    }

    @Test func equalityComparesContent() {
      var changed = Self.deleteAlert()
      changed.message = TextState("Really?")
      #expect(changed != Self.deleteAlert())

      changed = Self.deleteAlert()
      changed.title = TextState("Delete?").bold()
      #expect(changed != Self.deleteAlert())

      changed = Self.deleteAlert()
      changed.buttons.removeLast()
      #expect(changed != Self.deleteAlert())
    }

    @Test func mapTransformsEveryButtonAndKeepsTheRest() {
      let alert = Self.deleteAlert()
      let mapped = alert.map { $0.map(ParentAction.alert) }
      #expect(mapped.id == alert.id)
      #expect(mapped.title == alert.title)
      #expect(mapped.message == alert.message)
      #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))
      #expect(mapped.buttons.map(\.action.action) == [.alert(.confirmDeletion), nil])
    }

    @Test func dumpsLikeTheInitializer() {
      #expect(
        String(customDumping: Self.deleteAlert()) == """
          AlertState(
            title: "Delete?",
            actions: [
              [0]: ButtonState(
                role: .destructive,
                action: .send(
                  .confirmDeletion
                ),
                label: "Delete"
              ),
              [1]: ButtonState(
                role: .cancel,
                action: .send(nil),
                label: "Cancel"
              )
            ],
            message: "Are you sure?"
          )
          """
      )
      #expect(
        String(customDumping: AlertState<Action> { TextState("Saved").bold() }) == """
          AlertState(title: "**Saved**")
          """
      )
    }

    @Test func diffHighlightsChangedButton() {
      var other = Self.deleteAlert()
      other.buttons[0] = ButtonState(role: .destructive, action: .retry) { TextState("Delete") }
      let difference = diff(Self.deleteAlert(), other)
      #expect(
        difference == """
            AlertState(
              title: "Delete?",
              actions: [
                [0]: ButtonState(
                  role: .destructive,
                  action: .send(
          -         .confirmDeletion
          +         .retry
                  ),
                  label: "Delete"
                ),
                [1]: ButtonState(…)
              ],
              message: "Are you sure?"
            )
          """
      )
    }

    @available(*, deprecated)
    @Test func deprecatedValueInitializers() {
      let withButtons = AlertState(
        title: TextState("Delete?"),
        message: TextState("Are you sure?"),
        buttons: [
          .destructive(TextState("Delete"), action: .send(Action.confirmDeletion)),
          .cancel(TextState("Cancel")),
        ]
      )
      #expect(withButtons == Self.deleteAlert())

      let oops = AlertState<Action>(title: TextState("Oops"), message: TextState("Try again."))
      #expect(oops.buttons.isEmpty)
      #expect(oops.message == TextState("Try again."))

      let dismissable = AlertState<Action>(
        title: TextState("Oops"),
        dismissButton: .default(TextState("OK"))
      )
      #expect(dismissable.buttons.map(\.role) == [nil])

      let twoButtons = AlertState(
        title: TextState("Retry?"),
        primaryButton: .default(TextState("Retry"), action: .send(Action.retry)),
        secondaryButton: .cancel(TextState("Cancel"))
      )
      #expect(twoButtons.buttons.map(\.action.action) == [.retry, nil])
    }

    @Test func isSendableWhenActionIsSendable() async {
      let alert = Self.deleteAlert()
      let roundTripped = await Task.detached { alert }.value
      #expect(roundTripped == alert)
    }
  }
}
