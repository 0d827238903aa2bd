extension Effect {
  /// Turns an effect into one that is capable of being canceled.
  ///
  /// To turn an effect into a cancellable one you must provide an identifier, which is used in
  /// ``Effect/cancel(id:)`` to identify which in-flight effect should be canceled. Any hashable
  /// value can be used for the identifier, such as a string, but you can add a bit of protection
  /// against typos by defining a new type for the identifier:
  ///
  /// ```swift
  /// enum CancelID { case loadUser }
  ///
  /// case .reloadButtonTapped:
  ///   return .run { send in
  ///     await send(.userResponse(try await self.apiClient.loadUser()))
  ///   }
  ///   .cancellable(id: CancelID.loadUser, cancelInFlight: true)
  /// ```
  ///
  /// Ids are scoped to the store (and to the presented feature) that runs the effect.
  ///
  /// - Parameters:
  ///   - id: The effect's identifier.
  ///   - cancelInFlight: Determines if any in-flight effect with the same identifier should be
  ///     canceled before starting this new one.
  /// - Returns: A new effect that is capable of being canceled by an identifier.
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = self.operation { return .none }
    return Self(
      operation: .cancellable(id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, self)
    )
  }

  /// An effect that will cancel any currently in-flight effect with the given identifier.
  ///
  /// It cancels the effects of the feature that returns it and of the features presented from
  /// it (a parent can cancel its children's effects by id); a child cannot cancel its parent's
  /// or a sibling's.
  ///
  /// - Parameter id: An effect identifier.
  /// - Returns: A new effect that will cancel any currently in-flight effect with the given
  ///   identifier.
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: AnyHashableSendable(id)))
  }

  /// An effect that will cancel multiple currently in-flight effects with the given identifiers.
  @inlinable
  public static func cancel(ids: some Sequence<some Hashable & Sendable>) -> Self {
    .merge(ids.map { Self.cancel(id: $0) })
  }
}

/// Execute an operation with a cancellation identifier.
///
/// If the operation is in-flight when `Task.cancel(id:)` or ``Effect/cancel(id:)`` is called
/// with the same identifier, the operation will be cancelled.
///
/// ```swift
/// enum CancelID { case timer }
///
/// await withTaskCancellation(id: CancelID.timer) {
///   // Start cancellable timer...
/// }
/// ```
///
/// Inside an effect, the identifier is scoped to the store and feature that run the effect.
///
/// - Parameters:
///   - id: A unique identifier for the operation.
///   - cancelInFlight: Determines if any in-flight operation with the same identifier should be
///     canceled before starting this new one.
///   - operation: An async operation.
/// - Throws: An error thrown by the operation.
/// - Returns: A value produced by operation.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  let context = EffectContext.current
  let key = CancellationRegistry.Key(id: AnyHashableSendable(id), path: context.path)
  if cancelInFlight {
    context.registry.cancel(key)
  }
  // The operation runs inside an effect that its store already counts as in flight (or outside
  // any store), so it is registered for cancellation only, not counted again.
  let result = LockIsolated<Result<T, Failure>?>(nil)
  let task = context.registry.startTask(keys: [key], path: context.path, record: .bookkeeping) {
    slot in
    Task {
      defer { slot.finish() }
      do throws(Failure) {
        let value = try await operation()
        result.setValue(.success(value))
      } catch {
        result.setValue(.failure(error))
      }
    }
  }
  await task.cancellableValue
  switch result.value {
  case .success(let value):
    return value
  case .failure(let error):
    throw error
  case nil:
    // The task always stores a result before finishing.
    fatalError("withTaskCancellation finished without a result")
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancel any currently in-flight operation with the given identifier, in the store and
  /// feature of the current effect and the features presented from it.
  ///
  /// - Parameter id: An identifier.
  public static func cancel(id: some Hashable & Sendable) {
    let context = EffectContext.current
    context.registry.cancelIncludingPresented(
      .init(id: AnyHashableSendable(id), path: context.path)
    )
  }
}
