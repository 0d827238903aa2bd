/// A writable key path that can be sent across concurrency domains, as binding actions are.
public typealias _SendableWritableKeyPath<Root, Value> = WritableKeyPath<Root, Value> & Sendable

/// A partial key path that can be sent across concurrency domains, as binding actions are.
public typealias _SendablePartialKeyPath<Root> = PartialKeyPath<Root> & Sendable

/// An action that describes a simple mutation of some root state at a writable key path.
///
/// Used with ``BindableAction`` and ``BindingReducer`` to do away with one action per mutable
/// field of state:
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State { var displayName = "" }
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///   }
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in
///       switch action {
///       case .binding(\.displayName):  // Matches a binding action by its key path.
///         return .none
///       case .binding:
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// Two binding actions are equal when they write equal values at the same key path, so tests can
/// send and receive them: `await store.send(.binding(.set(\.displayName, "Blob")))`, or through a
/// case key path, `await store.send(\.binding.displayName, "Blob")`.
public struct BindingAction<Root>: Equatable, Sendable {
  /// The key path of the property this action writes.
  public let keyPath: _SendablePartialKeyPath<Root>

  /// Writes the value into state.
  @usableFromInline
  let set: @Sendable (inout Root) -> Void

  /// The value written.
  let value: any Sendable

  /// Whether another binding action's value equals this one's.
  let valueIsEqualTo: @Sendable (Any) -> Bool

  /// A readable spelling of the key path, computed only when a dump needs it.
  let describeKeyPath: @Sendable () -> String

  init<Value>(
    keyPath: _SendableWritableKeyPath<Root, Value>,
    set: @escaping @Sendable (inout Root) -> Void,
    value: any Sendable,
    valueIsEqualTo: @escaping @Sendable (Any) -> Bool
  ) {
    self.keyPath = keyPath
    self.set = set
    self.value = value
    self.valueIsEqualTo = valueIsEqualTo
    self.describeKeyPath = { keyPathDescription(keyPath) }
  }

  init<Value: Equatable & Sendable>(
    keyPath: _SendableWritableKeyPath<Root, Value>,
    value: Value,
    didSet: (@Sendable () -> Void)? = nil
  ) {
    self.init(
      keyPath: keyPath,
      set: { root in
        root[keyPath: keyPath] = value
        didSet?()
      },
      value: value,
      valueIsEqualTo: { $0 as? Value == value }
    )
  }

  /// Whether two binding actions write equal values at the same key path.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
  }
}

extension BindingAction where Root: ObservableState {
  /// Returns an action that writes a value at a key path of observable state.
  ///
  /// ```swift
  /// await store.send(.binding(.set(\.displayName, "Blob"))) {
  ///   $0.displayName = "Blob"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the property to write.
  ///   - value: The value to write.
  /// - Returns: A binding action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: value)
  }

  /// Matches a binding action by its key path.
  ///
  /// Implicitly invoked when pattern matching a reducer's action:
  ///
  /// ```swift
  /// case .binding(\.displayName):
  ///   // Validate the display name.
  /// ```
  public static func ~= <Value>(
    keyPath: _SendableWritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }
}

extension BindingAction: CasePathable {
  /// Case paths to the writes a binding action can describe, one per writable property of state.
  ///
  /// This is what makes `\.binding.displayName` a case key path, usable in tests:
  /// `await store.send(\.binding.displayName, "Blob")` or `await store.receive(\.binding.displayName)`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// A case path to the write of a property of observable state.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: _SendableWritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState {
      BindingAction.bindingCasePath(keyPath)
    }

    /// A case path to the write of a property wrapped in ``BindingState``.
    @available(*, deprecated, message: "Use '@ObservableState' and plain properties instead.")
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: _SendableWritableKeyPath<Root, BindingState<Value>>
    ) -> AnyCasePath<BindingAction, Value> {
      AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
      )
    }
  }

  /// The case path to writes at `keyPath`. Kept free of constraints on `Root` so its closures
  /// capture no conformances.
  static func bindingCasePath<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<Root, Value>
  ) -> AnyCasePath<BindingAction, Value> {
    AnyCasePath(
      embed: { BindingAction(keyPath: keyPath, value: $0) },
      extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
    )
  }

  /// The case paths of binding actions.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: CustomDumpStringConvertible {
  /// A readable description for test failure diffs: `.set(\State.title, "Hi")`.
  public var customDumpDescription: String {
    var description = ".set("
    description.append(self.describeKeyPath())
    description.append(", ")
    customDump(self.value, to: &description, maxDepth: 0)
    description.append(")")
    return description
  }
}

extension BindingAction: CustomDebugStringConvertible {
  /// The same readable description as ``customDumpDescription``.
  public var debugDescription: String { self.customDumpDescription }
}

/// Spells a key path for dumps: `\State.text`.
///
/// The properties of ``ObservableState()`` state are computed, and computed key paths have no
/// readable name at run time on every platform; the stored property behind them does, so
/// a key path to one is spelled through its storage (`_text`), without the underscore.
private func keyPathDescription<Root, Value>(_ keyPath: WritableKeyPath<Root, Value>) -> String {
  func storageDescription<State: ObservableState>(_: State.Type) -> String? {
    guard
      let keyPath = keyPath as? WritableKeyPath<State, Value>,
      let storage = State._$storage(for: keyPath)
    else { return nil }
    var description = ""
    customDump(storage, to: &description, maxDepth: 0)
    if let dot = description.lastIndex(of: "."),
      description.index(after: dot) < description.endIndex,
      description[description.index(after: dot)] == "_"
    {
      description.remove(at: description.index(after: dot))
    }
    return description
  }
  if let observable = Root.self as? any ObservableState.Type,
    let description = storageDescription(observable)
  {
    return description
  }
  var description = ""
  customDump(keyPath, to: &description, maxDepth: 0)
  return description
}
