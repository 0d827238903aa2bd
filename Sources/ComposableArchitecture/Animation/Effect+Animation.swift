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
    self._adapted { outer in
      EffectSink(
        deliver: outer.deliver,
        send: Send { action in outer.send(action, transaction: transaction) }
      )
    }
  }
}
