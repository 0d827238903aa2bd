#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Send {
  /// Sends an action back into the system from an effect with animation.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.loaded(items), animation: .default)
  /// }
  /// ```
  ///
  /// Without SwiftUI the action is sent as by ``callAsFunction(_:)``.
  ///
  /// - Parameters:
  ///   - action: An action.
  ///   - animation: An animation.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    self.callAsFunction(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action back into the system from an effect with a transaction.
  ///
  /// - Parameters:
  ///   - action: An action.
  ///   - transaction: A transaction.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    guard !Task.isCancelled else { return }
    withTransaction(transaction) {
      self.send(action)
    }
  }
}

extension Store {
  /// Sends an action to the store with a given animation.
  ///
  /// Without SwiftUI the action is sent as by ``send(_:)``.
  ///
  /// - Parameters:
  ///   - action: An action.
  ///   - animation: An animation.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    self.send(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action to the store with a given transaction.
  ///
  /// - Parameters:
  ///   - action: An action.
  ///   - transaction: A transaction.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    withTransaction(transaction) {
      self.send(action)
    }
  }
}

extension ViewActionSending {
  /// Sends a view action to the store with a given animation.
  @discardableResult
  public func send(_ action: Action.ViewAction, animation: Animation?) -> StoreTask {
    self.store.send(.view(action), animation: animation)
  }

  /// Sends a view action to the store with a given transaction.
  @discardableResult
  public func send(_ action: Action.ViewAction, transaction: Transaction) -> StoreTask {
    self.store.send(.view(action), transaction: transaction)
  }
}
