#if !canImport(SwiftUI)
  /// A property wrapper type that can read and write a value owned by something else.
  ///
  /// The platform-neutral counterpart of SwiftUI's `Binding`, with the same spelling, for
  /// platforms without SwiftUI. On Apple platforms SwiftUI's type takes its place.
  ///
  /// Store bindings are bindings: `$store.text` is a `Binding<String>` whose writes send
  /// `.binding(.set(\.text, newValue))` to the store.
  ///
  /// ```swift
  /// let text: Binding<String> = $store.text
  /// text.wrappedValue = "Hello"
  /// ```
  ///
  /// A binding is not `Sendable`: it is used where it was made, like the view that holds it.
  @propertyWrapper
  @dynamicMemberLookup
  public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    ///
    /// - Parameters:
    ///   - get: A closure that retrieves the binding value.
    ///   - set: A closure that sets the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      self.getValue = get
      self.setValue = set
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
      self = projectedValue
    }

    /// Creates a binding with an immutable value: writes are ignored.
    ///
    /// - Parameter value: An immutable value.
    public static func constant(_ value: Value) -> Self {
      Self(get: { value }, set: { _ in })
    }

    /// The underlying value referenced by the binding.
    public var wrappedValue: Value {
      get { self.getValue() }
      nonmutating set { self.setValue(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> {
      self
    }

    /// Returns a binding to the value at a key path of this binding's value.
    ///
    /// Writing the child binding reads this binding's value, writes the key path, and writes
    /// the whole value back.
    public subscript<Subject>(
      dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
      Binding<Subject>(
        get: { self.wrappedValue[keyPath: keyPath] },
        set: { newValue in
          var value = self.wrappedValue
          value[keyPath: keyPath] = newValue
          self.wrappedValue = value
        }
      )
    }

    /// Creates a binding to an optional value from a binding to a value.
    ///
    /// Writing `nil` is ignored.
    public init<V>(_ base: Binding<V>) where Value == V? {
      self.init(
        get: { base.wrappedValue },
        set: { newValue in
          guard let newValue else { return }
          base.wrappedValue = newValue
        }
      )
    }

    /// Creates a binding to a value from a binding to an optional value, or returns `nil` when
    /// the optional is `nil`.
    ///
    /// The binding keeps answering the last non-`nil` value once the base becomes `nil`.
    public init?(_ base: Binding<Value?>) {
      guard let initial = base.wrappedValue else { return nil }
      let last = LastValue(initial)
      self.init(
        get: {
          if let value = base.wrappedValue { last.value = value }
          return last.value
        },
        set: { newValue in
          last.value = newValue
          base.wrappedValue = newValue
        }
      )
    }
  }

  extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { self.wrappedValue.id }
  }
#endif
