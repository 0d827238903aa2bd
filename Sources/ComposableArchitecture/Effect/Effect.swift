/// A description of work to run after a reducer has run: asynchronous work that can feed actions
/// back into the system, or synchronous actions to send next.
///
/// Reducers return effects; the ``Store`` runs them. Build one with ``none``,
/// ``send(_:)``, ``run(priority:operation:catch:fileID:filePath:line:column:)``,
/// ``merge(_:)-(Self...)``, ``concatenate(_:)-(Self...)``, and the cancellation operators.
///
/// `Effect.none` is a trivial value: merging effects that are all `.none` allocates nothing.
public struct Effect<Action>: Sendable {
  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }

  // An action stored by `.send` is handed to the store that runs the effect, on the main actor,
  // synchronously after the reducer that returned it; it never crosses into another task.
  @usableFromInline
  enum Operation: @unchecked Sendable {  // see above: `.send` actions stay on the main actor
    case none
    case send(Action)
    case run(Run)
    case cancel(id: AnyHashableSendable)
    case cancelNavigation(id: AnyHashableSendable)
    case merge([Effect])
    case concatenate([Effect])
    indirect case cancellable(id: AnyHashableSendable, cancelInFlight: Bool, Effect)
    indirect case navigation(id: AnyHashableSendable, Effect)
    /// Runs the effect only if no effect with this id is in flight in the same feature.
    indirect case unique(id: AnyHashableSendable, Effect)
    /// An effect of another action type whose actions are transformed into this one's.
    case adapted(EffectAdapter<Action>)
  }

  /// One unit of asynchronous work.
  @usableFromInline
  struct Run: Sendable {
    @usableFromInline let priority: TaskPriority?
    @usableFromInline let body: @Sendable (Send<Action>) async -> Void
    /// Whether the effect is the library's own bookkeeping (a presented feature's dismissal
    /// listener), which tests need not wait for.
    @usableFromInline var isBookkeeping = false

    @usableFromInline
    init(
      priority: TaskPriority?,
      isBookkeeping: Bool = false,
      body: @escaping @Sendable (Send<Action>) async -> Void
    ) {
      self.priority = priority
      self.isBookkeeping = isBookkeeping
      self.body = body
    }
  }

  /// Whether this is the ``none`` effect.
  @inlinable
  var isNone: Bool {
    if case .none = self.operation { return true }
    return false
  }
}

/// A convenience type alias for referring to an effect of a given reducer's domain.
///
/// Instead of specifying the action: `let effect: Effect<Feature.Action>`, you can specify the
/// reducer: `let effect: EffectOf<Feature>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing and completes immediately.
  ///
  /// Complexity: O(1); it allocates nothing.
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that immediately sends the given action back into the system, before any other
  /// pending work.
  ///
  /// Prefer sharing logic with helper methods over sending actions to yourself; use this to
  /// communicate with a parent feature (delegate actions).
  ///
  /// - Parameter action: The action sent by the effect.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// Wraps an asynchronous unit of work that can emit actions any number of times.
  ///
  /// ```swift
  /// case .factButtonTapped:
  ///   return .run { [count = state.count] send in
  ///     let fact = try await self.numberFact.fetch(count)
  ///     await send(.factResponse(fact))
  ///   } catch: { error, send in
  ///     await send(.factFailed)
  ///   }
  /// ```
  ///
  /// Cancellation errors are ignored. Any other error thrown by `operation` goes to `handler`; if
  /// there is none, a runtime issue is reported naming where the effect was created.
  ///
  /// - Parameters:
  ///   - priority: Priority of the underlying task. If `nil`, the priority will come from
  ///     `Task.currentPriority`.
  ///   - operation: The operation to execute.
  ///   - handler: An error handler, invoked if the operation throws an error other than
  ///     `CancellationError`.
  /// - Returns: An effect wrapping the given asynchronous work.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    // The dependencies where the effect was created, restored while it runs. The wrapper runs on
    // the main actor, where the effect's task starts and where an operation that ends by sending
    // an action returns: restoring, catching and finishing then cost no executor hop.
    let dependencies = DependencyValues._current
    return Self(
      operation: .run(
        Run(priority: priority) { @MainActor send in
          await DependencyValues.$_current.withValue(dependencies) {
            do {
              try await operation(send)
            } catch is CancellationError {
              return
            } catch {
              guard !Task.isCancelled else { return }
              guard let handler else {
                reportIssue(
                  """
                  An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error.

                  \(String(customDumping: error).indented(by: 4))

                  All non-cancellation errors must be explicitly handled via the "catch" \
                  parameter on "Effect.run", or via a "do" block.
                  """,
                  fileID: fileID,
                  filePath: filePath,
                  line: line,
                  column: column
                )
                return
              }
              await handler(error, send)
            }
          }
        }
      )
    )
  }
}
