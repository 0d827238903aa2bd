/// A property wrapper for which field has the keyboard focus.
///
/// The counterpart of SwiftUI's `FocusState`, used with `.focused(_:equals:)` or
/// `.focused(_:)`. Setting it (or a store field bound to it with `.bind`) puts the focus in
/// that field when the screen is next rendered (`autofocus`); typing in a field sets it.
///
/// ```swift
/// @FocusState var focus: Field?
/// TextField("Title", text: $store.title).focused($focus, equals: .title)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: _DynamicProperty {
  private let state: State<Value>

  /// Focus state for a Boolean: whether one field is focused.
  public init() where Value == Bool {
    self.state = State(wrappedValue: false)
  }

  /// Focus state for an optional: which field, if any, is focused.
  public init<T: Hashable>() where Value == T? {
    self.state = State(wrappedValue: nil)
  }

  /// The focused field.
  @MainActor
  public var wrappedValue: Value {
    get { self.state.wrappedValue }
    nonmutating set { self.state.wrappedValue = newValue }
  }

  /// A binding to the focus, given to `.focused`.
  @MainActor
  public var projectedValue: Binding {
    Binding(binding: self.state.projectedValue)
  }

  @MainActor
  func _link(to unit: ViewUnit, slot: Int) {
    self.state._link(to: unit, slot: slot)
  }

  /// A binding to focus state.
  @propertyWrapper
  public struct Binding {
    let binding: ComposableArchitecture.Binding<Value>

    /// The focused field.
    public var wrappedValue: Value {
      get { self.binding.wrappedValue }
      nonmutating set { self.binding.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

/// How a field tells and takes focus: given by `.focused` to the field below it. Equal when it
/// says the same about focus, so that views below it are kept when it renders again.
struct FocusLink: Equatable {
  let isFocusedNow: Bool
  let isFocused: @MainActor () -> Bool
  let focus: @MainActor () -> Void

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.isFocusedNow == rhs.isFocusedNow }
}

extension EnvironmentValues {
  @Entry var focusBinding: FocusLink?
}

extension View {
  /// Ties the focus of the field below to a value of focus state.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    _EnvironmentWriter(content: self) {
      $0.focusBinding = FocusLink(
        isFocusedNow: binding.wrappedValue == value,
        isFocused: { binding.wrappedValue == value },
        focus: { if binding.wrappedValue != value { binding.wrappedValue = value } })
    }
  }

  /// Ties the focus of the field below to Boolean focus state.
  public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
    _EnvironmentWriter(content: self) {
      $0.focusBinding = FocusLink(
        isFocusedNow: binding.wrappedValue,
        isFocused: { binding.wrappedValue },
        focus: { if !binding.wrappedValue { binding.wrappedValue = true } })
    }
  }
}
