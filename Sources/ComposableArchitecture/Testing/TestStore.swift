import Foundation

/// A testable runtime for a reducer.
///
/// A test store runs a feature like a ``Store`` does, and checks, step by step, that the test
/// describes everything that happens: every state change, every action fed back by an effect,
/// and every effect that is still running when the test ends.
///
/// ```swift
/// @Test
/// func counter() async {
///   let store = TestStore(initialState: Counter.State()) {
///     Counter()
///   } withDependencies: {
///     $0.numberFact.fetch = { "\($0) is a good number." }
///   }
///
///   await store.send(.incrementButtonTapped) {
///     $0.count = 1
///   }
///   await store.send(.factButtonTapped)
///   await store.receive(\.factResponse) {
///     $0.fact = "1 is a good number."
///   }
/// }
/// ```
///
/// Failures are reported with `reportIssue`, so they surface in XCTest and in Swift Testing
/// (link `IssueReportingTestSupport` in test targets that use Swift Testing). A state mismatch
/// shows a diff of expected (−) and actual (+) state.
///
/// While a test store is alive, effects run on a serial executor on the main actor (see
/// ``useMainSerialExecutor``), so tests are deterministic.
@MainActor
public final class TestStore<State, Action> {
  /// The dependencies of the reducer and its effects. Mutate them to control dependencies after
  /// creating the store.
  public var dependencies: DependencyValues {
    get { self.core.dependencies }
    set { self.core.dependencies = newValue }
  }

  /// The current exhaustivity level of the test store.
  public var exhaustivity: Exhaustivity = .on

  /// The default timeout used by ``receive(_:timeout:assert:fileID:file:line:column:)-(Action,_,_,_,_,_,_)``,
  /// ``finish(timeout:fileID:file:line:column:)`` and ``TestStoreTask/finish(timeout:fileID:file:line:column:)``.
  public var timeout: Duration

  /// Whether effects run on the main serial executor while this store is alive (default `true`).
  ///
  /// The main serial executor makes the order of asynchronous work deterministic.
  public var useMainSerialExecutor: Bool = true {
    didSet { uncheckedUseMainSerialExecutor = self.useMainSerialExecutor }
  }

  /// Whether the feature dismissed itself (`await dismiss()` from its root): its effects were
  /// cancelled, and it accepts no more actions.
  public internal(set) var isDismissed = false

  /// The state after the last step the test asserted.
  ///
  /// Inside a `send` or `receive` assertion closure, it equals the state before the step.
  public internal(set) var state: State

  let core: RootCore<TestReducer<AnyReducerBox<State, Action>>>
  let recorder: TestRecorder<State, Action>
  /// Fired by the core when an effect sends an action or ends: what the test waits on.
  let effectActivity = EffectActivity()
  /// Records the shared values this store's reducers and effects change (see `TestStore+Shared`).
  let sharedChangeTracker: SharedChangeTracker
  let isEqual: (State, State) -> Bool
  let location: CallSite
  private let originalUseMainSerialExecutor: Bool

  /// Creates a test store with an initial state and a reducer powering its runtime.
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in.
  ///   - reducer: The reducer that powers the runtime of the test store.
  ///   - prepareDependencies: A closure that can be used to override dependencies that will be
  ///     accessed during the test. These dependencies will be used when producing the initial
  ///     state.
  public init<R: Reducer<State, Action>>(
    // `R.State` rather than `State`, so that `initialState: .init()` is inferred from the
    // reducer.
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where State: Equatable {
    let rootDismissal = RootDismissal()
    let sharedChangeTracker = SharedChangeTracker()
    self.sharedChangeTracker = sharedChangeTracker
    let (initialState, reducer, dependencies) = withDependencies {
      $0.stackElementID = .incrementing()
      $0.dismiss = DismissEffect(dismissingRoot: { await rootDismissal.dismiss() })
      $0.sharedChangeTracker = sharedChangeTracker
      prepareDependencies(&$0)
    } operation: {
      @Dependency(\.self) var dependencies
      return (initialState(), reducer(), dependencies)
    }
    let recorder = TestRecorder<State, Action>()
    self.recorder = recorder
    self.state = initialState
    self.isEqual = { $0 == $1 }
    self.timeout = .seconds(1)
    self.location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.core = RootCore(
      initialState: initialState,
      reducer: TestReducer(base: ResolvedReducer(AnyReducerBox(reducer)), recorder: recorder),
      dependencies: dependencies,
      activity: self.effectActivity
    )
    self.originalUseMainSerialExecutor = uncheckedUseMainSerialExecutor
    uncheckedUseMainSerialExecutor = true
    rootDismissal.onDismiss = { [weak self] in
      guard let self else { return }
      self.isDismissed = true
      self.core.effects.cancelAll()
    }
  }

  // Not an `isolated deinit`: those run without the task-local values of the code releasing the
  // store, so the failures reported here would not reach the running test (Swift Testing finds
  // the current test through a task local). A test store is released by its `@MainActor` test.
  deinit {
    MainActor.assumeIsolated {
      self.completed()
      uncheckedUseMainSerialExecutor = self.originalUseMainSerialExecutor
    }
  }

  /// Runs `operation` with a different exhaustivity, then restores it.
  public func withExhaustivity(_ exhaustivity: Exhaustivity, operation: () async throws -> Void)
    async rethrows
  {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    try await operation()
  }

  /// Reports what the test did not assert by the time the store goes away.
  private func completed() {
    self.assertNoReceivedActions(at: self.location)
    // A dismissed feature's effects were cancelled by the dismissal.
    for origin in self.isDismissed ? [] : self.core.effects.origins {
      let location =
        origin.map {
          CallSite(fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column)
        } ?? self.location
      // Worded as the original library words it: tests match the end of this message.
      let message = """
        An effect returned for this action is still running. It must complete before the end of \
        the test.

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using an \
        immediate clock/scheduler to immediately perform the effect instead.

        If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
        make sure those effects are torn down by marking the effect ".cancellable" and returning a \
        corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
        effect is driven by a Combine subject, send it a completion.

        If you do not wish to assert on these effects, perform "await \
        store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
        "store.exhaustivity = .off".
        """
      self.reportExhaustivityIssue(message, at: location)
    }
    self.core.effects.cancelAll()
  }

  /// Reports the actions received from effects that the test has not asserted yet (they stay
  /// queued).
  func assertNoReceivedActions(at location: CallSite) {
    let received = self.recorder.receivedActions
    guard !received.isEmpty else { return }
    let message = """
      The store received \(received.count) unexpected \
      action\(received.count == 1 ? "" : "s").

        Unhandled actions:
      \(received.map { "    " + debugCaseOutput($0.action, abbreviated: true) }.joined(separator: "\n"))

      To fix, explicitly assert against these actions using "store.receive", skip these actions \
      by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
      store: "store.exhaustivity = .off".
      """
    self.reportExhaustivityIssue(message, at: location)
  }

  /// Reports an issue when exhaustive; when not, reports it as expected if skipped assertions
  /// are shown, and otherwise drops it.
  func reportExhaustivityIssue(_ message: String, at location: CallSite) {
    switch self.exhaustivity {
    case .on:
      location.reportIssue(message)
    case .off(showSkippedAssertions: true):
      #if !canImport(Darwin)
        // XCTest off Apple platforms cannot record an expected failure: reporting one there fails
        // the test. The skipped assertion is shown on standard error instead.
        if TestContext.current == .xcTest {
          let text = "\(location.fileID):\(location.line): Skipped assertions.\n\n\(message)\n"
          FileHandle.standardError.write(Data(text.utf8))
          return
        }
      #endif
      withExpectedIssue {
        location.reportIssue("Skipped assertions.\n\n\(message)")
      }
    case .off(showSkippedAssertions: false):
      break
    }
  }
}

/// A convenience type alias for referring to a test store of a given reducer's domain.
///
/// Instead of specifying two generics: `let testStore: TestStore<Feature.State, Feature.Action>`,
/// you can specify a single generic: `let testStore: TestStoreOf<Feature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action>

/// Dismisses a test store's root feature when it calls `dismiss()`: the store stops accepting
/// actions and cancels its effects, as a presenting parent would.
@MainActor
private final class RootDismissal {
  var onDismiss: (() -> Void)?

  nonisolated init() {}

  func dismiss() {
    self.onDismiss?()
  }
}

/// A reducer of a fixed domain wrapping any reducer of that domain (so a test store's type does
/// not depend on the reducer's type).
struct AnyReducerBox<State, Action>: Reducer {
  let base: any Reducer<State, Action>

  init(_ base: some Reducer<State, Action>) {
    self.base = ResolvedReducer(base)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.base.reduce(into: &state, action: action)
  }
}
