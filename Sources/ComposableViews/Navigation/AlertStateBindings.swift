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
    _AlertView(
      content: self, state: { state.wrappedValue },
      buttons: { stateButtons(state, action: action) }, dismiss: { state.wrappedValue = nil })
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
    _AlertView(
      content: self, state: { state.wrappedValue },
      buttons: { stateButtons(state, action: action) }, dismiss: { state.wrappedValue = nil })
  }

  /// Shows a confirmation dialog whose buttons send nothing, while `state` holds one.
  public func confirmationDialog(_ state: Binding<ConfirmationDialogState<Never>?>) -> some View {
    self.confirmationDialog(state) { _ in }
  }
}

/// The buttons of the alert or dialog `state` holds: a tap hands on the action and dismisses.
@MainActor
private func stateButtons<State: AlertContent>(
  _ state: Binding<State?>, action: @escaping @MainActor (State.Action?) -> Void
) -> [AlertButton] {
  guard let value = state.wrappedValue else { return [] }
  return alertButtons(value.buttons) { buttonAction in
    action(buttonAction)
    state.wrappedValue = nil
  }
}
