// The store side of a navigation stack's path binding (`NavigationStack(path: $store.scope(\.path,
// action: \.path))`): reading gives the stack's path, writing one with an element more pushes it,
// writing one with fewer pops down to it.

extension Store {
  /// The path of the stack this store holds, for a navigation stack's binding to it.
  ///
  /// Writing a path with one more component sends `push(id:state:)` with the new component;
  /// writing a shorter one sends `popFrom(id:)` for the first component removed. Writing a path
  /// of the same length does nothing but report an issue at the binding's call site: no
  /// `forEach` handles the stack, or a view wrote the binding without pushing or popping.
  ///
  /// The spelling is the one the original library gives its SwiftUI binding, `@_spi(Internals)`
  /// as there.
  @_spi(Internals)
  public subscript<ElementState, ElementAction>(
    fileID fileID: _HashableStaticString,
    filePath filePath: _HashableStaticString,
    line line: UInt,
    column column: UInt
  ) -> StackState<ElementState>.PathView
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    get { self.state.path }
    set {
      let count = self.state.count
      guard newValue.count != count else {
        CallSite(
          fileID: fileID.rawValue, filePath: filePath.rawValue, line: line, column: column
        ).reportIssue(
          """
          A navigation stack binding at "\(fileID.rawValue):\(line)" was written to with a path \
          that has the same number of elements that already exist in the store. A view should \
          only write to this binding with a path that has pushed a new element onto the stack, \
          or popped one or more elements from the stack.

          This usually means the "forEach" has not been integrated with the reducer powering the \
          store, and this reducer is responsible for handling stack actions.

          To fix this, ensure that "forEach" is invoked from the reducer's "body":

              Reduce { state, action in
                // ...
              }
              .forEach(\\.path, action: \\.path) {
                Path()
              }

          And ensure that every parent reducer is integrated into the root reducer that powers \
          the store.
          """
        )
        return
      }
      if newValue.count > count, let pushed = newValue.last {
        self.send(.push(id: pushed.id, state: pushed.element))
      } else if newValue.count < count {
        self.send(.popFrom(id: self.state.ids[newValue.count]))
      }
    }
  }
}

/// A `StaticString` that can be compared and hashed (by its text): a call site's file, as an
/// argument of a subscript, whose arguments must be `Hashable`.
@_spi(Internals)
public struct _HashableStaticString: RawRepresentable, Hashable, ExpressibleByStringLiteral,
  CustomStringConvertible, Sendable
{
  /// The string.
  public let rawValue: StaticString

  /// Wraps `rawValue`.
  public init(rawValue: StaticString) {
    self.rawValue = rawValue
  }

  /// Wraps a string literal.
  public init(stringLiteral value: StaticString) {
    self.init(rawValue: value)
  }

  /// The string's text.
  public var description: String { self.rawValue.description }

  /// Whether the two strings have the same text.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.description == rhs.description
  }

  /// Hashes the string's text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.description)
  }
}
