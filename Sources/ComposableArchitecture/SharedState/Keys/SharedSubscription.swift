import Synchronization

/// Receives the changes a ``SharedReaderKey`` observes in its external system.
public struct SharedSubscriber<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void
  private let onLoading: (@Sendable (Bool) -> Void)?

  /// Creates a subscriber.
  ///
  /// - Parameters:
  ///   - callback: Receives new values, `nil` for "back to the initial value", or errors.
  ///   - onLoading: Receives whether the external system is loading.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Gives the shared value a new value from the external system.
  public func yield(_ value: Value) {
    self.yield(with: .success(value))
  }

  /// Returns the shared value to its initial value, for example when the stored value was
  /// deleted.
  public func yieldReturningInitialValue() {
    self.yield(with: .success(nil))
  }

  /// Reports an error from the external system; it is exposed as ``Shared/loadError``.
  public func yield(throwing error: any Error) {
    self.yield(with: .failure(error))
  }

  /// Gives the shared value a result: a value, `nil` for the initial value, or an error.
  public func yield(with result: Result<Value?, any Error>) {
    self.callback(result)
  }

  /// Tells the shared value whether the external system is loading (see ``Shared/isLoading``).
  public func yieldLoading(_ isLoading: Bool = true) {
    self.onLoading?(isLoading)
  }
}

/// A subscription to an external system's changes, returned by
/// ``SharedReaderKey/subscribe(context:subscriber:)``.
///
/// Updates stop when it is cancelled or when its last copy is released.
public struct SharedSubscription: Sendable {
  private let box: Box

  /// Creates a subscription that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.box = Box(cancel)
  }

  /// Stops the updates.
  public func cancel() {
    self.box.cancel()
  }

  private final class Box: Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = Mutex(onCancel)
    }

    func cancel() {
      self.onCancel.withLock { $0.take() }?()
    }

    deinit {
      self.cancel()
    }
  }
}
