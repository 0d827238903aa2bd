// The stack as a navigation stack's path holds it: a collection of components, each an element
// with its id, that a view can push onto (append a component) or pop (remove the last ones).
// `Store[fileID:filePath:line:column:]` (`Store+StackBinding.swift`) reads and writes it.

extension StackState {
  /// The stack as a collection of ``Component``s.
  var path: PathView {
    get { PathView(base: self) }
    set { self = newValue.base }
  }

  /// One element of a stack with its id, as a navigation stack's path holds it. Two components
  /// are equal when their ids are.
  public struct Component: Hashable {
    /// The element's id in the stack.
    @_spi(Internals) public let id: StackElementID
    /// The element.
    @_spi(Internals) public var element: Element

    /// A component of `element` under `id`.
    @_spi(Internals)
    public init(id: StackElementID, element: Element) {
      self.id = id
      self.element = element
    }

    /// Whether the two components have the same id.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id
    }

    /// Hashes the component's id.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(self.id)
    }
  }

  /// A stack seen as a collection of ``Component``s: the value of a navigation stack's path
  /// binding. Appending a component pushes its element under its id; removing components pops
  /// their elements.
  public struct PathView: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
    var base: StackState

    init(base: StackState) {
      self.base = base
    }

    /// An empty path.
    public init() {
      self.init(base: StackState())
    }

    /// The position of the first component.
    public var startIndex: Int { self.base.startIndex }
    /// The position one past the last component.
    public var endIndex: Int { self.base.endIndex }
    /// The position after `i`.
    public func index(after i: Int) -> Int { self.base.index(after: i) }
    /// The position before `i`.
    public func index(before i: Int) -> Int { self.base.index(before: i) }

    /// The component at `position`; writing it replaces the element under the written id.
    public subscript(position: Int) -> Component {
      get { Component(id: self.base.ids[position], element: self.base[position]) }
      set { self.base[id: newValue.id] = newValue.element }
    }

    /// Replaces the components in `subrange` by `newElements`, each under its own id.
    public mutating func replaceSubrange(
      _ subrange: Range<Int>, with newElements: some Collection<Component>
    ) {
      self.base.replaceSubrange(
        subrange, withIdentified: newElements.map { ($0.id, $0.element) })
    }
  }
}

extension StackState.Component: Sendable where Element: Sendable {}
extension StackState.PathView: Sendable where Element: Sendable {}
