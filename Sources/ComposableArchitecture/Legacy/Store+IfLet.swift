extension Store {
  /// Calls `unwrap` with a store of the unwrapped state each time the optional state becomes
  /// non-`nil`, and `else` each time it becomes `nil` (and once now, for the current state).
  ///
  /// The pre-1.7 way for UIKit code to present a child when its state appears:
  ///
  /// ```swift
  /// store.scope(\.child, action: \.child)
  ///   .ifLet { childStore in
  ///     self.present(ChildViewController(store: childStore), animated: true)
  ///   } else: {
  ///     self.dismiss(animated: true)
  ///   }
  /// ```
  ///
  /// The calls happen on the main actor, after the change, as ``observe(_:)`` runs its closure.
  ///
  /// - Returns: A token that stops the calls when cancelled; it may be discarded, as the
  ///   observation ends once this store is gone.
  @available(*, deprecated, message: "Use 'observe' and 'if let store.scope', instead.")
  @discardableResult
  public func ifLet<Wrapped>(
    then unwrap: @escaping (_ store: Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void = {}
  ) -> ObserveToken where State == Wrapped? {
    var wasPresent: Bool?
    return observe { [weak self] in
      guard let self else { return }
      let state = self.state
      let isPresent = state != nil
      guard isPresent != wasPresent else { return }
      wasPresent = isPresent
      if let state {
        let lastValue = LastValue(state)
        unwrap(
          Store<Wrapped, Action>(
            core: ScopedCore(
              parent: self.core,
              toState: { parentState in
                if let state = parentState { lastValue.value = state }
                return lastValue.value
              },
              fromAction: { $0 }
            )
          )
        )
      } else {
        `else`()
      }
    }
  }
}
