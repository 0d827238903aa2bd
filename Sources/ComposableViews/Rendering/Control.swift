/// An element the person acts on, as ``_Renderer/control(_:id:enabled:whenDisabled:handler:)``
/// set it up: its id, the kind of event the page sends for it, and whether it is enabled.
struct Control {
  /// The element's id: events name it as their target.
  let id: String
  /// The kind of event the page sends when the person acts on the element.
  let kind: ViewEvent.Kind
  /// Whether the element takes events; a disabled one is written `disabled`.
  let isEnabled: Bool

  /// The attributes that make the element a control: its id and the event kind it sends.
  var identity: [(name: String, value: String)] {
    [self.idAttribute, self.eventAttribute]
  }

  /// The element's `id`.
  private var idAttribute: (name: String, value: String) { ("id", self.id) }
  /// The kind of event the page sends for the element.
  private var eventAttribute: (name: String, value: String) {
    (PageContract.Attribute.on, self.kind.rawValue)
  }

  /// The element's attributes: `leading`, the two that make it a control (its `id` and the
  /// event kind it sends), `trailing`, and `disabled` when it is not enabled.
  func attributes(
    _ leading: [(name: String, value: String)] = [],
    _ trailing: [(name: String, value: String)] = []
  ) -> [(name: String, value: String)] {
    // One array, made once at its size: not a copy of `leading` grown, nor `identity`'s array.
    var attributes: [(name: String, value: String)] = []
    attributes.reserveCapacity(leading.count + trailing.count + 3)
    attributes.append(contentsOf: leading)
    attributes.append(self.idAttribute)
    attributes.append(self.eventAttribute)
    attributes.append(contentsOf: trailing)
    if !self.isEnabled { attributes.append(("disabled", "")) }
    return attributes
  }
}

extension _Renderer {
  /// Sets up a control at the current place: gives it an id (a new one unless `id` is given),
  /// says which event the page sends for it, and registers `handler` for its events.
  ///
  /// With a `whenDisabled` reason, the control is enabled as `enabled` says, or as the
  /// environment's `isEnabled` does, and a disabled control ignores its events with that reason
  /// without calling `handler`; without one, it is always enabled (an alert's buttons, a back
  /// button).
  func control(
    _ kind: ViewEvent.Kind,
    id: String? = nil,
    enabled: Bool? = nil,
    whenDisabled reason: String? = nil,
    handler: @escaping @MainActor (ViewEvent) -> ViewEventResult
  ) -> Control {
    let id = id ?? self.elementID()
    let isEnabled = reason == nil ? true : (enabled ?? self.environment.isEnabled)
    if let reason, !isEnabled {
      self.on(id) { _ in .ignored(reason) }
    } else {
      self.on(id, handler)
    }
    return Control(id: id, kind: kind, isEnabled: isEnabled)
  }
}
