/// A stored property of a view that the renderer connects to the view's place on screen before
/// its body is evaluated: `@State`, `@Environment`, `@FocusState`.
@MainActor
protocol _DynamicProperty {
  /// Connects the property to the unit that renders the view; `slot` is the property's position.
  func _link(to unit: ViewUnit, slot: Int)
}

/// Connects a view's dynamic properties to its unit. Which types have none is remembered, so
/// most views pay for a type check only.
@MainActor
enum DynamicProperties {
  private static var typesWithoutProperties: Set<ObjectIdentifier> = []

  static func link<V>(_ view: V, to unit: ViewUnit) {
    let type = ObjectIdentifier(V.self)
    guard !self.typesWithoutProperties.contains(type) else { return }
    var found = false
    for (slot, child) in Mirror(reflecting: view).children.enumerated() {
      guard let property = child.value as? any _DynamicProperty else { continue }
      found = true
      property._link(to: unit, slot: slot)
    }
    if !found { self.typesWithoutProperties.insert(type) }
  }
}
