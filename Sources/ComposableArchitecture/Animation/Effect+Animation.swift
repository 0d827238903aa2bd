#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Effect {
  /// Wraps the actions this effect sends from `run` in an animation.
  ///
  /// Without SwiftUI the effect behaves as before, minus the animation.
  ///
  /// - Parameter animation: An animation.
  /// - Returns: An effect.
  @available(
    *, deprecated,
    message: """
      Use 'send(_:animation:)' from a 'run' effect instead: \
      'return .run { send in await send(.response, animation: .default) }'
      """
  )
  public func animation(_ animation: Animation? = .default) -> Self {
    self.transactingSends(Transaction(animation: animation))
  }

  /// Wraps the actions this effect sends from `run` in a transaction.
  ///
  /// Without SwiftUI the effect behaves as before, minus the animation.
  ///
  /// - Parameter transaction: A transaction.
  /// - Returns: An effect.
  @available(
    *, deprecated,
    message: """
      Use 'send(_:transaction:)' from a 'run' effect instead: \
      'return .run { send in await send(.response, transaction: transaction) }'
      """
  )
  public func transaction(_ transaction: Transaction) -> Self {
    self.transactingSends(transaction)
  }

  /// This effect, with every action its `run` operations send wrapped in `transaction`.
  private func transactingSends(_ transaction: Transaction) -> Self {
    switch self.operation {
    case .none, .send, .cancel, .cancelNavigation:
      return self
    case .run(let run):
      return Self(
        operation: .run(
          .init(priority: run.priority, isBookkeeping: run.isBookkeeping) { send in
            await run.body(Send { action in send(action, transaction: transaction) })
          }
        )
      )
    case .merge(let effects):
      return Self(operation: .merge(effects.map { $0.transactingSends(transaction) }))
    case .concatenate(let effects):
      return Self(operation: .concatenate(effects.map { $0.transactingSends(transaction) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Self(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect.transactingSends(transaction)
        )
      )
    case .navigation(let id, let effect):
      return Self(operation: .navigation(id: id, effect.transactingSends(transaction)))
    case .unique(let id, let effect):
      return Self(operation: .unique(id: id, effect.transactingSends(transaction)))
    }
  }
}
