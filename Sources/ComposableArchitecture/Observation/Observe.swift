/// Observes changes to the state a closure reads, re-running it whenever that state changes.
///
/// This is the pattern the migration guides use for UIKit, and it works on every platform:
///
/// ```swift
/// let token = observe { [weak self] in
///   guard let self else { return }
///   countLabel.text = "\(store.count)"
/// }
/// ```
///
/// The closure runs immediately, then again after any state it read changes. Re-runs happen on
/// the main actor, after the change; a burst of changes causes one re-run; a re-run never
/// starts while the closure is running. Observation stops when the token is cancelled or
/// released.
///
/// - Parameter apply: A closure that reads observable state and applies it, for example to a
///   view.
/// - Returns: A token that keeps the observation alive.
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
  let token = ObserveToken(apply)
  token.run()
  return token
}

/// A token returned by ``observe(_:)``: observation continues while it is alive and not
/// cancelled.
@MainActor
public final class ObserveToken: Sendable {
  private var apply: (@MainActor () -> Void)?
  private var isScheduled = false

  init(_ apply: @escaping @MainActor () -> Void) {
    self.apply = apply
  }

  /// Stops observing. The closure will not run again.
  public func cancel() {
    self.apply = nil
  }

  /// Whether the observation has been cancelled.
  public var isCancelled: Bool {
    self.apply == nil
  }

  func run() {
    guard let apply = self.apply else { return }
    withObservationTracking {
      apply()
    } onChange: { [weak self] in
      Task { @MainActor in
        self?.scheduledRun()
      }
    }
  }

  private func scheduledRun() {
    guard !self.isScheduled else { return }
    self.isScheduled = true
    defer { self.isScheduled = false }
    self.run()
  }
}
