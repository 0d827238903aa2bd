extension PresentationState {
  /// Accesses the value of a case of enum presentation state through a case path
  /// (`/Destination.State.editForm`).
  ///
  /// ```swift
  /// state.$destination[case: /Destination.State.editForm]?.title = "Hi"
  /// ```
  ///
  /// Setting a value only writes it while that case is presented.
  @available(
    *, deprecated,
    message: "Use a case key path: 'state.$destination[case: \\.editForm]'"
  )
  public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
    get { self.wrappedValue.flatMap(path.extract(from:)) }
    set {
      guard let newValue, self.wrappedValue.flatMap(path.extract(from:)) != nil else { return }
      self.wrappedValue = path.embed(newValue)
    }
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
  /// Setting a value only writes it while the element is in that case.
  @available(
    *, deprecated,
    message: "Use a case key path: 'path[id: id, case: \\.detail]'"
  )
  public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    set {
      guard let newValue, self[id: id].flatMap(path.extract(from:)) != nil else { return }
      self[id: id] = path.embed(newValue)
    }
  }
}
