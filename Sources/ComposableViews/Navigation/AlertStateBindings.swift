/// Alerts and confirmation dialogs driven by a binding to their state rather than to a store of
/// it, as swift-navigation (which the original re-exports) spells them: a `@ReducerCaseEphemeral`
/// destination case followed through a binding is plain `AlertState`, and so is an alert kept in
/// a view's own `@State`.
extension View {
  /// Shows the alert while `state` holds one; a button's tap hands its action to `action` (`nil`
  /// for a button without one) and dismisses the alert, as SwiftUI dismisses an alert on any tap.
  ///
  /// ```swift
  /// .alert($alert) { action in
  ///   if action == .confirmDeletion { store.send(.deleteConfirmed) }
  /// }
  /// ```
  public func alert<Action>(
    _ state: Binding<AlertState<Action>?>,
    action: @escaping @MainActor (Action?) -> Void
  ) -> some View {
    _AlertView(content: self, state: state, action: action)
  }

  /// Shows an alert whose buttons send nothing, while `state` holds one:
  ///
  /// ```swift
  /// .alert($store.scope(state: \.$destination, action: \.destination).alert)
  /// ```
  public func alert(_ state: Binding<AlertState<Never>?>) -> some View {
    self.alert(state) { _ in }
  }

  /// Shows the confirmation dialog while `state` holds one; a button's tap hands its action to
  /// `action` (`nil` for a button without one) and dismisses the dialog.
  public func confirmationDialog<Action>(
    _ state: Binding<ConfirmationDialogState<Action>?>,
    action: @escaping @MainActor (Action?) -> Void
  ) -> some View {
    _AlertView(content: self, state: state, action: action)
  }

  /// Shows a confirmation dialog whose buttons send nothing, while `state` holds one.
  public func confirmationDialog(_ state: Binding<ConfirmationDialogState<Never>?>) -> some View {
    self.confirmationDialog(state) { _ in }
  }
}

extension _AlertView {
  /// Shows the alert or dialog `state` holds, while it holds one: a button's tap hands on the
  /// action and dismisses.
  fileprivate init<State: AlertContent>(
    content: Content, state: Binding<State?>,
    action: @escaping @MainActor (State.Action?) -> Void
  ) {
    self.init(
      content: content, state: { state.wrappedValue },
      buttons: {
        guard let value = state.wrappedValue else { return [] }
        return alertButtons(value.buttons) { buttonAction in
          action(buttonAction)
          state.wrappedValue = nil
        }
      },
      dismiss: { state.wrappedValue = nil })
  }
}
