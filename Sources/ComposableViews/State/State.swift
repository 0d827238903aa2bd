import Observation

/// A property wrapper for a value a view owns, kept for as long as the view stays on screen.
///
/// The counterpart of SwiftUI's `State`: changing it renders the view again, and `$name` is a
/// binding to it.
///
/// ```swift
/// struct SearchView: View {
///   @State private var query = ""
///   var body: some View {
///     TextField("Search", text: $query)
///   }
/// }
/// ```
@propertyWrapper
public struct State<Value>: _DynamicProperty {
  private let box: StateBox<Value>

  /// Creates state with an initial value, used the first time the view appears.
  public init(wrappedValue value: Value) {
    self.box = StateBox(StateStorage(value))
  }

  /// Creates state with an initial value, used the first time the view appears.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// Creates state whose initial value is `nil`.
  public init<Wrapped>() where Value == Wrapped? {
    self.init(wrappedValue: nil)
  }

  /// The current value.
  @MainActor
  public var wrappedValue: Value {
    get { self.box.storage.value }
    nonmutating set { self.box.storage.value = newValue }
  }

  /// A binding to the value.
  @MainActor
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.storage.value }, set: { box.storage.value = $0 })
  }

  @MainActor
  func _link(to unit: ViewUnit, slot: Int) {
    if let existing = unit.stateSlots[slot] as? StateStorage<Value> {
      self.box.storage = existing
    } else {
      unit.stateSlots[slot] = self.box.storage
    }
  }
}

/// Points a `State` at the storage of its view's place on screen.
// Unchecked: read and written only by views, which are main-actor isolated; `State` itself is
// created in a view's initializer, which is isolated to the main actor too.
final class StateBox<Value>: @unchecked Sendable {  // Safe: main actor only (above).
  var storage: StateStorage<Value>
  init(_ storage: StateStorage<Value>) { self.storage = storage }
}

/// The value of a `State`, observable so that the views that read it are rendered again.
final class StateStorage<Value>: Observable, @unchecked Sendable {  // Safe: as `StateBox`.
  private var _value: Value
  private let registrar = ObservationRegistrar()

  init(_ value: Value) { self._value = value }

  /// The value, read without observing it.
  var peek: Value { self._value }

  /// Writes the value without telling observers.
  func poke(_ value: Value) { self._value = value }

  var value: Value {
    get {
      self.registrar.access(self, keyPath: \.value)
      return self._value
    }
    set {
      self.registrar.withMutation(of: self, keyPath: \.value) { self._value = newValue }
    }
  }
}
