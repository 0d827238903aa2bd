extension RangeReplaceableCollection {
  /// The shared elements of a shared identified collection, each reading and writing its
  /// element by id.
  ///
  /// ```swift
  /// @Shared var todos: IdentifiedArrayOf<Todo>
  ///
  /// for todo in Array($todos) {
  ///   todo.withLock { $0.isComplete = true }  // Shared<Todo>
  /// }
  /// ```
  public init<Value: _MutableIdentifiedCollection>(_ shared: Shared<Value>)
  where Element == Shared<Value.Element> {
    self.init(shared.wrappedValue.ids.compactMap { Shared<Value.Element>(shared[id: $0]) })
  }

  /// The read-only shared elements of a shared identified collection.
  public init<Value: _MutableIdentifiedCollection>(_ shared: SharedReader<Value>)
  where Element == SharedReader<Value.Element> {
    self.init(shared.wrappedValue.ids.compactMap { SharedReader<Value.Element>(shared[id: $0]) })
  }
}

extension Shared where Value: _MutableIdentifiedCollection {
  /// The shared element with this id, `nil` while the collection has none: writing `nil`
  /// removes the element.
  ///
  /// ```swift
  /// if let todo = Shared($todos[id: todoID]) { … }  // Shared<Todo>
  /// ```
  public subscript(id id: Value.ID) -> Shared<Value.Element?> {
    Shared<Value.Element?>(reference: ElementReference(base: self.reference, id: id))
  }

  /// The shared elements of the collection, in order (as `Array($todos)`).
  ///
  /// To share one element, unwrap the optional shared element its id gives:
  ///
  /// ```swift
  /// if let todo = Shared($todos[id: todoID]) {
  ///   todo.withLock { $0.isComplete.toggle() }  // Shared<Todo>
  /// }
  /// ```
  public var elements: [Shared<Value.Element>] {
    Array(self)
  }
}

extension SharedReader where Value: _MutableIdentifiedCollection {
  /// The read-only shared element with this id, `nil` while the collection has none.
  public subscript(id id: Value.ID) -> SharedReader<Value.Element?> {
    SharedReader<Value.Element?>(reference: ReadOnlyElementReference(base: self.reference, id: id))
  }

  /// The read-only shared elements of the collection, in order.
  public var elements: [SharedReader<Value.Element>] {
    Array(self)
  }
}
