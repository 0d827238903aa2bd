import ComposableArchitecture
import Testing

extension Alerts {
  @Suite struct ConfirmationDialogStateTests {
    enum Action: Equatable, Hashable, Sendable {
      case copyLink
      case share
    }

    static func shareDialog(
      _ visibility: ConfirmationDialogState<Action>.Visibility = .visible
    ) -> ConfirmationDialogState<Action> {
      ConfirmationDialogState(titleVisibility: visibility) {
        TextState("Share")
      } actions: {
        ButtonState(action: .copyLink) { TextState("Copy link") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("Choose how to share.")
      }
    }

    @Test func defaultsToAutomaticVisibility() {
      let dialog = ConfirmationDialogState<Action> { TextState("Sort") }
      #expect(dialog.titleVisibility == .automatic)
      #expect(dialog.buttons.isEmpty)
      #expect(dialog.message == nil)
    }

    @Test func builderCollectsEverything() {
      let dialog = Self.shareDialog()
      #expect(dialog.titleVisibility == .visible)
      #expect(dialog.title == TextState("Share"))
      #expect(dialog.message == TextState("Choose how to share."))
      #expect(dialog.buttons.map(\.action.action) == [.copyLink, nil])
    }

    @Test func equalityIgnoresIDsButNotVisibility() {
      #expect(Self.shareDialog().id != Self.shareDialog().id)
      #expect(Self.shareDialog() == Self.shareDialog())
      #expect(Self.shareDialog().hashValue == Self.shareDialog().hashValue)
      #expect(Self.shareDialog(.visible) != Self.shareDialog(.hidden))
    }

    @Test func mapKeepsVisibility() {
      let dialog = Self.shareDialog(.hidden)
      let mapped = dialog.map { $0 == .copyLink ? "copy" : nil }
      #expect(mapped.id == dialog.id)
      #expect(mapped.titleVisibility == .hidden)
      #expect(mapped.buttons.map(\.action.action) == ["copy", nil])
    }

    @Test func dumpsVisibilityOnlyWhenNotAutomatic() {
      #expect(
        String(customDumping: Self.shareDialog()) == """
          ConfirmationDialogState(
            titleVisibility: .visible,
            title: "Share",
            actions: [
              [0]: ButtonState(
                action: .send(
                  .copyLink
                ),
                label: "Copy link"
              ),
              [1]: ButtonState(
                role: .cancel,
                action: .send(nil),
                label: "Cancel"
              )
            ],
            message: "Choose how to share."
          )
          """
      )
      #expect(
        String(customDumping: ConfirmationDialogState<Action> { TextState("Sort") }) == """
          ConfirmationDialogState(title: "Sort")
          """
      )
    }

    @available(*, deprecated)
    @Test func deprecatedValueInitializers() {
      let dialog = ConfirmationDialogState(
        title: TextState("Share"),
        titleVisibility: .visible,
        message: TextState("Choose how to share."),
        buttons: [
          .default(TextState("Copy link"), action: .send(Action.copyLink)),
          .cancel(TextState("Cancel")),
        ]
      )
      #expect(dialog == Self.shareDialog())
      #expect(
        ConfirmationDialogState<Action>(title: TextState("Sort")).titleVisibility == .automatic
      )
    }

    @Test func isSendableWhenActionIsSendable() {
      Alerts.requireSendable(Self.shareDialog())
      Alerts.requireSendable(ConfirmationDialogStateTitleVisibility.hidden)
    }
  }
}
