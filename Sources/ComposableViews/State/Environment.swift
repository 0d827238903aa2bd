/// A property wrapper that reads a value from the view's environment.
///
/// The counterpart of SwiftUI's `Environment`:
///
/// ```swift
/// struct EditView: View {
///   @Environment(\.dismiss) var dismiss
///   var body: some View {
///     Button("Done") { dismiss() }
///   }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: _DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let box = EnvironmentBox<Value>()

  /// Reads the value at a key path of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The environment's value, as the view's parent set it.
  @MainActor
  public var wrappedValue: Value {
    self.box.value ?? EnvironmentValues()[keyPath: self.keyPath]
  }

  @MainActor
  func _link(to unit: ViewUnit, slot: Int) {
    self.box.value = unit.environment[keyPath: self.keyPath]
  }
}

/// Where an `Environment` keeps the value it was given when its view was rendered.
@MainActor
final class EnvironmentBox<Value> {
  var value: Value?
  nonisolated init() {}
}
