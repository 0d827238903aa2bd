/// A property wrapper that marks a field of non-observable state as writable through bindings.
///
/// This is how bindable fields were declared before ``ObservableState()``:
///
/// ```swift
/// struct State {
///   @BindingState var text = ""
/// }
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
/// ```
///
/// Binding actions address such a field through its projection: `.set(\.$text, "Hi")`, and
/// `case .binding(\.$text):` matches them. ``BindingReducer`` applies them.
///
/// With ``ObservableState()`` every property can be written by a binding action, so annotate the
/// state with the macro and remove `@BindingState`.
@available(
  *, deprecated,
  message: "Annotate your feature's state with '@ObservableState' and remove '@BindingState'."
)
@propertyWrapper
public struct BindingState<Value> {
  /// The wrapped value.
  public var wrappedValue: Value

  /// Creates binding state wrapping a value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The binding state itself, so that `\.$field` key paths reach it.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
  /// Decodes the wrapped value directly, as if the wrapper were not there.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
  /// Encodes the wrapped value directly, as if the wrapper were not there.
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

@available(*, deprecated)
extension BindingState: CustomReflectable {
  /// Reflects the wrapped value, so dumps and mirrors do not show the wrapper.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingState: CustomDumpRepresentable {
  /// Dumps the wrapped value, so test diffs do not show the wrapper.
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
  /// The wrapped value's debug description.
  public var debugDescription: String {
    self.wrappedValue.debugDescription
  }
}

extension BindingAction {
  /// Returns an action that writes a value into a field wrapped in ``BindingState``.
  ///
  /// ```swift
  /// await store.send(.binding(.set(\.$text, "Hi"))) {
  ///   $0.text = "Hi"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the binding state (`\.$field`).
  ///   - value: The value to write.
  /// - Returns: A binding action.
  @available(*, deprecated, message: "Use '@ObservableState' and '.set(\\.field, value)' instead.")
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: { $0[keyPath: keyPath].wrappedValue = value },
      value: value,
      valueIsEqualTo: { $0 as? Value == value }
    )
  }

  /// Matches a binding action by the key path of the binding state it writes.
  ///
  /// ```swift
  /// case .binding(\.$text):
  /// ```
  @available(
    *, deprecated, message: "Use '@ObservableState' and 'case .binding(\\.field):' instead."
  )
  public static func ~= <Value>(
    keyPath: _SendableWritableKeyPath<Root, BindingState<Value>>,
    bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }
}

extension BindableAction {
  /// Returns the binding action that writes a value into a field wrapped in ``BindingState``.
  ///
  /// Shorthand for `.binding(.set(\.$field, value))`.
  @available(*, deprecated, message: "Use '@ObservableState' and '.set(\\.field, value)' instead.")
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<State, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    Self.binding(.set(keyPath, value))
  }
}
