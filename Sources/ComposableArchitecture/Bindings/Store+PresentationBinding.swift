// The store side of a binding to a presented child (`$store.scope(_:action:)`, what a sheet
// or a navigation destination is driven by): reading it scopes to the child, writing `nil`
// dismisses the child.

extension Store {
  /// The store of the presented child, for a binding to it; writing `nil` dismisses the child.
  ///
  /// Reading returns the same cached store for as long as the child is presented. Writing `nil`
  /// while the child the binding was made for (`id`, the child's `Identifiable` id if it has one)
  /// is presented sends the presentation action's `dismiss`; writing `nil` when nothing (or
  /// another child) is presented, as a sheet does after a dismissal it caused, does nothing. If
  /// the child is still presented after `dismiss` was reduced, no reducer integrates the
  /// presentation (`ifLet`), and an issue is reported at the binding's call site.
  ///
  /// `isInViewBody` is accepted for the original's spelling; without SwiftUI there is no view
  /// body to tell apart.
  ///
  /// Backs `$store.scope(\.destination?.editForm, action: \.destination.editForm)`;
  /// the spelling is the one the original library gives its SwiftUI binding, `@_spi(Internals)` as
  /// there.
  @_spi(Internals)
  public subscript<ChildState, ChildAction>(
    id id: AnyHashable?,
    state state: KeyPath<State, ChildState?>,
    action action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    isInViewBody isInViewBody: Bool,
    fileID fileID: StaticString,
    filePath filePath: StaticString,
    line line: UInt,
    column column: UInt
  ) -> Store<ChildState, ChildAction>? {
    get { self.presentedChild(state: state, action: { action }) }
    set {
      guard
        newValue == nil,
        !self.root.isInvalidated,
        let child = self.state[keyPath: state],
        id == identifiableID(of: child)
      else { return }
      let version = self.root.version
      self.send(action(.dismiss))
      // An action sent while another is being reduced is queued: only judge one reduced now.
      guard self.root.version != version, self.state[keyPath: state] != nil else { return }
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column).reportIssue(
        """
        A binding at "\(fileID):\(line)" was set to "nil", but the store destination wasn't \
        nil'd out.

        This usually means an "ifLet" has not been integrated with the reducer powering the \
        store, and this reducer is responsible for handling presentation actions.

        To fix this, ensure that "ifLet" is invoked from the reducer's "body":

            Reduce { state, action in
              // ...
            }
            .ifLet(\\.destination, action: \\.destination) {
              Destination()
            }

        And ensure that every parent reducer is integrated into the root reducer that powers the \
        store.
        """
      )
    }
  }
}

extension Store {
  /// The store of the presented child, or nil; `action` is called only when a child is
  /// presented.
  func presentedChild<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: () -> CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    // Nothing presented, the usual case on a render: no store, and none kept. Checked first
    // because making the action path (`\.destination.alert` appended with `\.presented`, a new
    // key path each time) costs more than the rest of the scope.
    guard self.state[keyPath: state] != nil else {
      self.scopes.removeAll(state: state, ofType: Store<ChildState, ChildAction>.self)
      return nil
    }
    return self.scope(state, action: action().appending(path: \.presented))
  }
}
