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
  fileprivate var _elements: OrderedDictionary<StackElementID, Element>

  /// The ids of the elements the stack's `forEach` saw when it last ran: an element missing
  /// from the stack since, however it was removed, has its effects cancelled the next time the
  /// `forEach` runs. Not part of the stack's value (equality, hashing, dumps ignore it).
  var mounted: OrderedSet<StackElementID> = []

  /// An ordered set of identifiers, one for each stack element.
  ///
  /// You can use this set to iterate over stack elements along with their associated
  /// identifiers.
  public var ids: OrderedSet<StackElementID> { self._elements.keys }

  /// Creates a stack with no elements.
  public init() {
    self._elements = [:]
  }

  /// Creates a stack from a sequence of elements, generating an id for each.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    self.append(contentsOf: elements)
  }

  /// Accesses a value in this stack for a given ``StackElementID``.
  ///
  /// Setting a value for an id that is not in the stack appends it; setting `nil` removes it.
  ///
  /// Complexity: O(1) to read or replace; O(n) to remove.
  public subscript(id id: StackElementID) -> Element? {
    get { self._elements[id] }
    set { self._elements[id] = newValue }
  }

  /// Accesses the associated value of a case of an enum element for a given id.
  ///
  /// ```swift
  /// $0.path[id: 0, case: \.detail]?.title = "Hi"
  /// ```
  ///
  /// Writing `nil` while the element is in the case removes it; modifying a case the element is
  /// not in reports an issue and changes nothing.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    _read { yield self[id: id, anyCase: AnyCasePath(path)] }
    _modify { yield &self[id: id, anyCase: AnyCasePath(path)] }
  }

  /// An element's payload in a case, modified in place; see ``subscript(id:case:)-(_,CaseKeyPath<Element,Case>)``.
  subscript<Case>(id id: StackElementID, anyCase path: AnyCasePath<Element, Case>) -> Case? {
    _read { yield self[id: id].flatMap(path.extract(from:)) }
    _modify {
      let element = self[id: id]
      var value = element.flatMap(path.extract(from:))
      let isInCase = value != nil
      yield &value
      guard isInCase else {
        if let element { reportUnrelatedCaseModification(element) }
        return
      }
      self[id: id] = value.map(path.embed)
    }
  }

  /// Appends an element, with a newly generated id.
  public mutating func append(_ element: Element) {
    @Dependency(\.stackElementID) var stackElementID
    self._elements[stackElementID.next()] = element
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
    guard !self._elements.isEmpty else { return nil }
    return self._elements.removeLast().value
  }

  /// Removes the element with `id` and every element after it.
  public mutating func pop(from id: StackElementID) {
    guard let index = self._elements.index(forKey: id) else { return }
    self._elements.removeSubrange(index...)
  }

  /// Removes every element after the element with `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = self._elements.index(forKey: id) else { return }
    self._elements.removeSubrange((index + 1)...)
  }

  /// Removes all elements.
  public mutating func removeAll() {
    self._elements.removeAll()
  }
}

extension StackState: RandomAccessCollection, MutableCollection {
  /// The position of the first element.
  public var startIndex: Int { 0 }
  /// The position one past the last element.
  public var endIndex: Int { self._elements.count }
  /// The position after `i`.
  public func index(after i: Int) -> Int { i + 1 }
  /// The position before `i`.
  public func index(before i: Int) -> Int { i - 1 }

  /// Accesses the element at a position, in place.
  public subscript(position: Int) -> Element {
    get { self._elements.values[position] }
    _modify { yield &self._elements.values[position] }
    set { self._elements.values[position] = newValue }
  }
}

extension StackState: RangeReplaceableCollection {
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    self._elements.removeSubrange(subrange)
    @Dependency(\.stackElementID) var stackElementID
    for (offset, element) in newElements.enumerated() {
      self._elements.updateValue(
        element, forKey: stackElementID.next(), insertingAt: subrange.lowerBound + offset
      )
    }
  }
}

extension StackState {
  /// Replaces the elements in `subrange` by `elements`, each under the id that comes with it (a
  /// navigation stack's path writes back the components it read, ids included).
  mutating func replaceSubrange(
    _ subrange: Range<Int>, withIdentified elements: [(id: StackElementID, element: Element)]
  ) {
    self._elements.removeSubrange(subrange)
    for (offset, component) in elements.enumerated() {
      self._elements.updateValue(
        component.element, forKey: component.id, insertingAt: subrange.lowerBound + offset
      )
    }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// Creates a stack from its elements, generating an id for each.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Two stacks are equal when they hold equal elements under the same ids, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self._elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  /// Dumps as `[#id: element, …]`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: self._elements.map { ($0.key, $0.value) },
      displayStyle: .dictionary
    )
  }
}

extension StackState: _ObservationIdentifiable where Element: ObservableState {
  /// The ids of the elements: pushing and popping change it, mutating an element does not.
  public var _observationIdentity: OrderedSet<StackElementID> { self._elements.keys }
}
