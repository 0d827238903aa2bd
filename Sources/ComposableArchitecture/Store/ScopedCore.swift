/// A store core that derives its state from a parent core and embeds its actions into the
/// parent's.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: StoreCore {
  let parent: any StoreCore<ParentState, ParentAction>
  let toState: (ParentState) -> State
  let fromAction: (Action) -> ParentAction
  let root: RootCoreBase

  init(
    parent: any StoreCore<ParentState, ParentAction>,
    toState: @escaping (ParentState) -> State,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.toState = toState
    self.fromAction = fromAction
    self.root = parent.root
  }

  var state: State {
    self.toState(self.parent.state)
  }

  func send(_ action: Action) -> EffectTaskTree? {
    self.parent.send(self.fromAction(action))
  }
}

/// A store core for child state that can go away (optional child state, a collection's
/// element): it reads `toPresentState`, and once that is `nil` keeps answering with the state it
/// last saw present (see ``Presence``).
///
/// While no action was reduced since the state was last seen present, it answers with that state
/// without reading its parent: O(1) instead of O(depth).
@MainActor
final class PresentableCore<ParentState, ParentAction, State, Action>: StoreCore {
  let parent: any StoreCore<ParentState, ParentAction>
  let toPresentState: (ParentState) -> State?
  let fromAction: (Action) -> ParentAction
  let root: RootCoreBase
  let presence: Presence<State>

  init(
    parent: any StoreCore<ParentState, ParentAction>,
    presence: Presence<State>,
    toPresentState: @escaping (ParentState) -> State?,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.presence = presence
    self.toPresentState = toPresentState
    self.fromAction = fromAction
    self.root = parent.root
  }

  var state: State {
    if self.presence.version == self.root.version { return self.presence.value }
    return self.readParent()
  }

  /// Reads the state from the parent, recording it when present. Not inlined into ``state``,
  /// whose common path then needs no `Optional<State>` (its metadata is looked up at run time, a
  /// third of a read).
  @inline(never)
  private func readParent() -> State {
    guard let state = self.toPresentState(self.parent.state) else { return self.presence.value }
    self.presence.record(state, at: self.root.version)
    return state
  }

  func send(_ action: Action) -> EffectTaskTree? {
    self.parent.send(self.fromAction(action))
  }
}

/// Child state that can go away, as last seen present, and when.
///
/// A store scoped to it keeps answering reads with `value` after the state is dismissed (as a
/// view that is animating away may read it). While the root's version is still `version`, no
/// action was reduced since `value` was seen, so the state is still present and still `value`:
/// reading it again needs neither the parent's state nor a key path. (A read made while the root
/// is reducing an action, from an observer it notifies, may therefore answer the state as of
/// before that action, as every store of the original library does.)
@MainActor
final class Presence<Value> {
  // Neither field is checked for exclusive access at run time (the checks were a sixth of a
  // read): both are only touched on the main actor, and no access to one calls out of this class.

  /// The state as last seen present: the state the store was created with, until it is read.
  @exclusivity(unchecked) private(set) var value: Value
  /// The root's ``RootCoreBase/version`` when `value` was seen present.
  @exclusivity(unchecked) private(set) var version: UInt64

  init(_ value: Value, at version: UInt64) {
    self.value = value
    self.version = version
  }

  /// Records `value` as seen present at `version`.
  func record(_ value: Value, at version: UInt64) {
    self.value = value
    self.version = version
  }

  /// Records `value`, read from the parent at `version`, and tells every observer of `root`
  /// when it is a new value rather than the one last seen (an element removed and added again
  /// under its id, or replaced under it): observers of this store registered the old value's
  /// properties. Nothing is told when the whole tree was told since the old value was seen.
  func record(_ value: Value, at version: UInt64, in root: RootCoreBase) {
    guard version != self.version else { return }
    let replaced = self.version >= root.allToldAtVersion && self.isReplaced(by: value)
    self.record(value, at: version)
    if replaced { root.notifyRootReplaced() }
  }

  /// Whether `value` is observable state with another identity than the value last seen.
  private func isReplaced(by value: Value) -> Bool {
    guard let type = Value.self as? any ObservableState.Type else { return false }
    let oldID = withUnsafePointer(to: self.value) { observableStateID(of: type, at: $0) }
    return withUnsafePointer(to: value) { observableStateID(of: type, at: $0) } != oldID
  }
}

/// The last non-`nil` value of optional state, for a closure that must keep answering after the
/// state is gone (legacy `ifLet` stores, bindings to optional state).
final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
