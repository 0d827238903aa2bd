extension PresentationState {
  /// Accesses the value of a case of enum presentation state through a case path
  /// (`/Destination.State.editForm`).
  ///
  /// ```swift
  /// state.$destination[case: /Destination.State.editForm]?.title = "Hi"
  /// ```
  ///
  /// Writing `nil` while the case is presented dismisses it; modifying another case reports an
  /// issue.
  @available(
    *, deprecated,
    message: "Use a case key path: 'state.$destination[case: \\.editForm]'"
  )
  public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
    _read { yield self[anyCase: path] }
    _modify { yield &self[anyCase: path] }
  }
}

extension StackState {
  /// Accesses the value of a case of an enum element for a given id through a case path
  /// (`/Path.State.detail`).
  ///
  /// ```swift
  /// $0.path[id: 0, case: /Path.State.detail]?.title = "Hi"
  /// ```
  ///
  /// Writing `nil` while the element is in the case removes it; modifying another case reports
  /// an issue.
  @available(
    *, deprecated,
    message: "Use a case key path: 'path[id: id, case: \\.detail]'"
  )
  public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
    _read { yield self[id: id, anyCase: path] }
    _modify { yield &self[id: id, anyCase: path] }
  }
}
