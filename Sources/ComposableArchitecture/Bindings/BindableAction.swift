/// An action type that exposes a `binding` case holding a ``BindingAction``.
///
/// Conform a feature's action to it, and add ``BindingReducer`` to the feature's body, so that
/// views can write state directly through store bindings (`$store.text`), each write arriving as
/// a `.binding(.set(\.text, newValue))` action:
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
/// ```
public protocol BindableAction {
  /// The root state type that contains bindable fields.
  associatedtype State

  /// Embeds a binding action in this action type.
  ///
  /// - Returns: A binding action.
  static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction where State: ObservableState {
  /// Returns the binding action that writes a value at a key path of observable state.
  ///
  /// Shorthand for `.binding(.set(\.field, value))`:
  ///
  /// ```swift
  /// await store.send(.set(\.text, "Hi")) {
  ///   $0.text = "Hi"
  /// }
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    Self.binding(.set(keyPath, value))
  }
}
