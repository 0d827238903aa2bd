/// State that is dismissed by any of its actions: alerts and confirmation dialogs.
public protocol _EphemeralState {}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

/// Whether `state` (or, for an enum destination, its current case's payload) is ephemeral.
func isEphemeralState<State>(_ state: State) -> Bool {
  if State.self is any _EphemeralState.Type { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
}
