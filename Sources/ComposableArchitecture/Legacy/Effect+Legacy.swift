extension Effect {
  /// Wraps an asynchronous unit of work that emits one action: the pre-1.0 `.task` effect.
  ///
  /// ```swift
  /// return .task { [count = state.count] in
  ///   .factResponse(try await environment.fact.fetch(count))
  /// } catch: { _ in
  ///   .factFailed
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: Priority of the underlying task.
  ///   - operation: The operation to execute; its result is sent back into the system.
  ///   - handler: An error handler, invoked if the operation throws an error other than
  ///     `CancellationError`; its result is sent back into the system.
  /// - Returns: An effect wrapping the given asynchronous work.
  @available(
    *, deprecated,
    message: "Use 'Effect.run' and send the action: '.run { send in await send(…) }'"
  )
  public static func task(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async throws -> Action,
    catch handler: (@Sendable (any Error) async -> Action)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    // `Action` need not be `Sendable`: like the actions of `Effect.run`, each one is handed to
    // the store's `send` on the main actor and not used after that.
    var catchHandler: (@Sendable (any Error, Send<Action>) async -> Void)?
    if let handler {
      catchHandler = { error, send in
        let action = UncheckedSendable(await handler(error))
        await send(action.value)
      }
    }
    return .run(
      priority: priority,
      operation: { send in
        let action = UncheckedSendable(try await operation())
        await send(action.value)
      },
      catch: catchHandler,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Runs asynchronous work that sends no actions: the pre-1.0 `.fireAndForget` effect.
  ///
  /// - Parameters:
  ///   - priority: Priority of the underlying task.
  ///   - work: The work to execute; errors other than `CancellationError` are reported.
  /// - Returns: An effect that runs the work and emits no actions.
  @available(*, deprecated, message: "Use 'Effect.run' and ignore 'send': '.run { _ in … }'")
  public static func fireAndForget(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    .run(
      priority: priority,
      operation: { _ in try await work() },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// An effect that immediately emits the given action: the pre-1.0 `Effect(value:)`.
  ///
  /// - Parameter value: The action to send.
  @available(*, deprecated, message: "Use 'Effect.send'")
  public init(value: Action) {
    self = .send(value)
  }
}
