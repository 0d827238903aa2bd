// The bindable surface of a store: writable members that bindings are derived from.
//
// Everything platform-specific about bindings is a thin layer over these subscripts: a bindable
// wrapper (ours on Linux, SwiftUI's on Apple platforms) turns a `ReferenceWritableKeyPath` into
// a store into a binding, and these subscripts are what make such key paths exist.

extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// Reads a property of state, and writes it by sending a binding action.
  ///
  /// Writing `store.text = "Hi"` sends `.binding(.set(\.text, "Hi"))`. This is what makes
  /// `$store.text` a binding when the store is held with `@Bindable`.
  ///
  /// If no reducer applies the binding action (the feature's body lacks ``BindingReducer``), an
  /// issue is reported.
  @_disfavoredOverload
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.state[keyPath: keyPath] }
    set {
      self.sendBinding(keyPath, newValue, embed: { Action.binding($0) }) {
        "\(typeName(Action.self)).binding(\($0))"
      }
    }
  }
}

extension Store
where
  State: ObservableState,
  Action: ViewAction,
  Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a property of state, and writes it by sending a binding action wrapped in a view
  /// action: writing `store.text = "Hi"` sends `.view(.binding(.set(\.text, "Hi")))`.
  ///
  /// The feature's body applies those with `BindingReducer(action: \.view)`.
  @_disfavoredOverload
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.state[keyPath: keyPath] }
    set {
      self.sendBinding(keyPath, newValue, embed: { Action.view(.binding($0)) }) {
        "\(typeName(Action.self)).view(.binding(\($0)))"
      }
    }
  }
}

extension Store {
  /// Sends a binding action writing `value` at `keyPath`, and reports an issue if no reducer
  /// applied it.
  func sendBinding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value,
    embed: (BindingAction<State>) -> Action,
    describe: (String) -> String
  ) {
    // Key paths that reach a subscript through dynamic member lookup lose the `Sendable` that
    // the literal they came from had; the key path is a property path of state, as the literal
    // `\.field` at the call site is, and holds no captured values, so it is safe to send.
    let sendableKeyPath = unsafeBitCast(
      keyPath, to: _SendableWritableKeyPath<State, Value>.self
    )
    let applied = LockIsolated(false)
    let action = BindingAction(
      keyPath: sendableKeyPath,
      value: value,
      didSet: { applied.setValue(true) }
    )
    let version = self.root.version
    self.send(embed(action))
    // An action sent while another is being reduced is queued: only judge one reduced now.
    guard
      self.root.version != version,
      !applied.value,
      !self.root.isInvalidated
    else { return }
    var valueDump = ""
    customDump(value, to: &valueDump, maxDepth: 0)
    reportIssue(
      """
      A binding action sent from a store was not handled.

        Action:
          \(describe(".set(_, \(valueDump))"))

      To fix this, invoke "BindingReducer()" from your feature reducer's "body".
      """
    )
  }

  /// Reads state at a key path, and writes it by sending the action a case key path embeds the
  /// new value in. Backs `$store.isOn.sending(\.toggled)`.
  subscript<Value>(
    state state: KeyPath<State, Value>,
    action action: CaseKeyPath<Action, Value>
  ) -> Value {
    get { self.state[keyPath: state] }
    set { self.send(action(newValue)) }
  }
}
