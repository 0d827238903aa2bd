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
    self.init()
    for id in shared.wrappedValue.ids {
      if let element = shared[id: id] {
        self.append(element)
      }
    }
  }

  /// The read-only shared elements of a shared identified collection.
  public init<Value: _MutableIdentifiedCollection>(_ shared: SharedReader<Value>)
  where Element == SharedReader<Value.Element> {
    self.init()
    for id in shared.wrappedValue.ids {
      if let element = shared[id: id] {
        self.append(element)
      }
    }
  }
}

extension Shared where Value: _MutableIdentifiedCollection {
  /// The shared element with the given id, or `nil` if the collection has none.
  ///
  /// ```swift
  /// if let todo = $todos[id: todoID] {
  ///   todo.withLock { $0.isComplete.toggle() }
  /// }
  /// ```
  public subscript(id id: Value.ID) -> Shared<Value.Element>? {
    Shared<Value.Element>(self[dynamicMember: \Value.[id: id]])
  }

  /// The shared elements of the collection, in order (as `Array($todos)`).
  public var elements: [Shared<Value.Element>] {
    Array(self)
  }
}

extension SharedReader where Value: _MutableIdentifiedCollection {
  /// The read-only shared element with the given id, or `nil` if the collection has none.
  public subscript(id id: Value.ID) -> SharedReader<Value.Element>? {
    SharedReader<Value.Element>(self[dynamicMember: \Value.[id: id]])
  }

  /// The read-only shared elements of the collection, in order.
  public var elements: [SharedReader<Value.Element>] {
    Array(self)
  }
}
