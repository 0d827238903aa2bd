import OrderedCollections

/// A list of data representing the content of a navigation stack.
///
/// Use this type for modeling a feature's domain that needs to present child features using
/// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)-(WritableKeyPath<State,StackState<DestinationState>>,_,_,_,_,_,_)``:
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// ```
///
/// Every element gets a stable ``StackElementID`` when it is added; actions address elements
/// by id, so they keep reaching the right element while the stack changes.
public struct StackState<Element> {
  fileprivate var _ids: OrderedSet<StackElementID>
  fileprivate var _elements: [StackElementID: Element]

  /// An ordered set of identifiers, one for each stack element.
  ///
  /// You can use this set to iterate over stack elements along with their associated
  /// identifiers.
  public var ids: OrderedSet<StackElementID> { self._ids }

  /// Creates a stack with no elements.
  public init() {
    self._ids = []
    self._elements = [:]
  }

  /// Creates a stack from a sequence of elements, generating an id for each.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    self.append(contentsOf: elements)
  }

  /// Accesses a value in this stack for a given ``StackElementID``.
  ///
  /// Complexity: O(1).
  public subscript(id id: StackElementID) -> Element? {
    _read { yield self._elements[id] }
    _modify { yield &self._elements[id] }
    set {
      switch (self._ids.contains(id), newValue) {
      case (true, .some(let newValue)):
        self._elements[id] = newValue
      case (true, .none):
        self._ids.remove(id)
        self._elements[id] = nil
      case (false, .some(let newValue)):
        self._ids.append(id)
        self._elements[id] = newValue
      case (false, .none):
        break
      }
    }
  }

  /// Accesses the associated value of a case of an enum element for a given id.
  ///
  /// ```swift
  /// $0.path[id: 0, case: \.detail]?.title = "Hi"
  /// ```
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { self[id: id].flatMap { $0[case: path] } }
    set {
      guard let newValue, self[id: id].flatMap({ $0[case: path] }) != nil else { return }
      self[id: id] = path(newValue)
    }
  }

  /// Appends an element, with a newly generated id.
  public mutating func append(_ element: Element) {
    @Dependency(\.stackElementID) var stackElementID
    self[id: stackElementID.next()] = element
  }

  /// Appends a sequence of elements, generating an id for each.
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements {
      self.append(element)
    }
  }

  /// Removes and returns the last element, if any.
  @discardableResult
  public mutating func popLast() -> Element? {
    guard let id = self._ids.last else { return nil }
    defer { self[id: id] = nil }
    return self._elements[id]
  }

  /// Removes the element with `id` and every element after it.
  public mutating func pop(from id: StackElementID) {
    guard let index = self._ids.firstIndex(of: id) else { return }
    for id in self._ids[index...] {
      self._elements[id] = nil
    }
    self._ids.removeSubrange(index...)
  }

  /// Removes every element after the element with `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = self._ids.firstIndex(of: id), index + 1 < self._ids.count else { return }
    self.pop(from: self._ids[index + 1])
  }

  /// Removes all elements.
  public mutating func removeAll() {
    self._ids.removeAll()
    self._elements.removeAll()
  }
}

extension StackState: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { self._ids.startIndex }
  public var endIndex: Int { self._ids.endIndex }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }

  /// Accesses the element at a position.
  public subscript(position: Int) -> Element {
    _read { yield self._elements[self._ids[position]]! }
    _modify { yield &self._elements[self._ids[position]]! }
  }
}

extension StackState: RangeReplaceableCollection {
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    for id in self._ids[subrange] {
      self._elements[id] = nil
    }
    self._ids.removeSubrange(subrange)
    @Dependency(\.stackElementID) var stackElementID
    for (offset, element) in newElements.enumerated() {
      let id = stackElementID.next()
      self._ids.insert(id, at: subrange.lowerBound + offset)
      self._elements[id] = element
    }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids && lhs._elements == rhs._elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self._ids)
    for id in self._ids { hasher.combine(self._elements[id]) }
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: self._ids.map { ($0, self._elements[$0]!) },
      displayStyle: .dictionary
    )
  }
}

extension StackState: _ObservationIdentifiable where Element: ObservableState {
  /// The ids of the elements: pushing and popping change it, mutating an element does not.
  public var _observationIdentity: OrderedSet<StackElementID> { self._ids }
}
