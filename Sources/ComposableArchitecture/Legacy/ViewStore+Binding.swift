@available(
  *, deprecated,
  message: "Use '@ObservableState', and derive bindings from the store ('$store.field'), instead."
)
extension ViewStore {
  /// Derives a binding from the view store that reads state with `get` and, when written,
  /// sends the action `valueToAction` returns.
  ///
  /// ```swift
  /// let name = viewStore.binding(get: \.name, send: { .nameChanged($0) })
  /// ```
  public func binding<Value>(
    get: @escaping (_ state: ViewState) -> Value,
    send valueToAction: @escaping (_ value: Value) -> ViewAction
  ) -> Binding<Value> {
    Binding(
      get: { get(self.state) },
      set: { newValue in
        BindingLocal.$isActive.withValue(true) {
          _ = self.send(valueToAction(newValue))
        }
      }
    )
  }

  /// Derives a binding that reads state with `get` and sends `action` when written.
  public func binding<Value>(
    get: @escaping (_ state: ViewState) -> Value,
    send action: ViewAction
  ) -> Binding<Value> {
    self.binding(get: get, send: { _ in action })
  }

  /// Derives a binding to the whole view state that sends the action `valueToAction` returns.
  public func binding(
    send valueToAction: @escaping (_ state: ViewState) -> ViewAction
  ) -> Binding<ViewState> {
    self.binding(get: { $0 }, send: valueToAction)
  }

  /// Derives a binding to the whole view state that sends `action` when written.
  public func binding(send action: ViewAction) -> Binding<ViewState> {
    self.binding(send: { _ in action })
  }
}

@available(
  *, deprecated,
  message: "Use '@ObservableState', and derive bindings from the store ('$store.field'), instead."
)
extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
  /// A binding to a field wrapped in ``BindingState``: writing it sends
  /// `.binding(.set(\.$field, newValue))`.
  ///
  /// ```swift
  /// viewStore.$text.wrappedValue = "Hi"
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
  ) -> Binding<Value> {
    let keyPath = sendableBindingKeyPath(keyPath)
    return Binding(
      get: { self.state[keyPath: keyPath].wrappedValue },
      set: { self.send(.binding(.set(keyPath, $0))) }
    )
  }
}

/// The `Sendable` form of a key path into binding state reached through dynamic member lookup.
///
/// Key paths that reach a subscript through dynamic member lookup lose the `Sendable` that the
/// literal they came from had; the key path is a property path of state, as the literal
/// `\.$field` at the call site is, and holds no captured values, so it is safe to send.
@available(*, deprecated)
func sendableBindingKeyPath<State, Value>(
  _ keyPath: WritableKeyPath<State, BindingState<Value>>
) -> _SendableWritableKeyPath<State, BindingState<Value>> {
  unsafeBitCast(keyPath, to: _SendableWritableKeyPath<State, BindingState<Value>>.self)
}

/// Whether a binding derived from a view store is writing (the original library's internal
/// marker, which its tests read).
enum BindingLocal {
  @TaskLocal static var isActive = false
}
