import Synchronization

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

/// ``isEphemeralState(_:)`` for values of `State`, with what can be known from the type resolved
/// once: no reflection per action for struct state, which is never ephemeral unless its type is.
func ephemeralStateCheck<State>(for _: State.Type) -> (State) -> Bool {
  if State.self is any _EphemeralState.Type { return { _ in true } }
  let kind = Atomic<UInt8>(0)  // 0: unknown, 1: enum, 2: not an enum
  return { state in
    switch kind.load(ordering: .relaxed) {
    case 1: return isEphemeralState(state)
    case 2: return false
    default:
      let isEnum = Mirror(reflecting: state).displayStyle == .enum
      kind.store(isEnum ? 1 : 2, ordering: .relaxed)
      return isEnum && isEphemeralState(state)
    }
  }
}

/// Whether `state` (or, for an enum destination, its current case's payload) is ephemeral.
func isEphemeralState<State>(_ state: State) -> Bool {
  if State.self is any _EphemeralState.Type { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
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
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return nil
  }
  return type(of: payload)
}
