/// The cache key of a scoped store: the state and action paths it was scoped with, plus an
/// element id for stores of collection elements.
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
  let element: AnyHashable?

  init(state: AnyKeyPath, action: AnyKeyPath, element: AnyHashable? = nil) {
    self.state = state
    self.action = action
    self.element = element
  }

  /// Cheap identity check: the same key path objects (a key path literal in non-generic code is
  /// instantiated once per process), so no component walk is needed.
  func isIdentical(to other: ScopeID) -> Bool {
    self.state === other.state && self.action === other.action && self.element == other.element
  }
}
