/// State that is dismissed by any of its actions: alerts and confirmation dialogs.
public protocol _EphemeralState {
  /// The type of the actions its buttons send.
  static var _ephemeralActionType: Any.Type { get }
}

extension AlertState: _EphemeralState {
  /// The type of the actions its buttons send.
  public static var _ephemeralActionType: Any.Type { Action.self }
}

extension ConfirmationDialogState: _EphemeralState {
  /// The type of the actions its buttons send.
  public static var _ephemeralActionType: Any.Type { Action.self }
}

/// Whether values of `State` are ephemeral by their type alone (an alert or a dialog itself,
/// rather than an enum destination that may be in an alert's case).
func isEphemeralType<State>(_: State.Type) -> Bool {
  State.self is any _EphemeralState.Type
}

/// ``isEphemeralState(_:)`` for values of `State`, with what can be known from the type resolved
/// once: no reflection per action for struct state, which is never ephemeral unless its type is.
/// The one check `ifLet` and presentation both make.
func ephemeralStateCheck<State>(for _: State.Type) -> (State) -> Bool {
  if isEphemeralType(State.self) { return { _ in true } }
  let kind = EnumKindCache()
  return { state in kind.isEnum(state) && isEphemeralState(state) }
}

/// Whether `state` (or, for an enum destination, its current case's payload) is ephemeral.
func isEphemeralState<State>(_ state: State) -> Bool {
  if isEphemeralType(State.self) { return true }
  return EnumCase(of: state)?.payload is any _EphemeralState
}

/// Whether `action` is one of the ephemeral `state`'s own actions (for an enum destination, an
/// action of the alert's case rather than of a sibling case), so that it dismisses the state.
@usableFromInline
func ephemeralState<State>(_ state: State, isDismissedBy action: Any) -> Bool {
  let ephemeralType =
    (State.self as? any _EphemeralState.Type)
    ?? (enumPayloadType(of: state) as? any _EphemeralState.Type)
  guard let actionType = ephemeralType?._ephemeralActionType else { return false }
  return type(of: action) == actionType || enumPayloadType(of: action) == actionType
}

/// The type of the payload of an enum value's current case, if it has one.
private func enumPayloadType(of value: Any) -> Any.Type? {
  EnumCase(of: value)?.payload.map { type(of: $0) }
}
