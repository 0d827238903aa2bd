/// Observes changes to the state a closure reads, re-running it whenever that state changes.
///
/// This is the pattern the migration guides use for UIKit, and it works on every platform:
///
/// ```swift
/// final class FeatureController {
///   let store: StoreOf<Feature>
///   // …
///   func start() {
///     observe { [weak self] in
///       guard let self else { return }
///       countLabel.text = "\(store.count)"
///     }
///   }
/// }
/// ```
///
/// The closure runs immediately, then again after any state it read changes. Re-runs happen on
/// the main actor, after the change; a burst of changes causes one re-run; a re-run never
/// starts while the closure is running.
///
/// The observation keeps itself alive: the returned token may be discarded, as above. It ends
/// when the token is cancelled, or once a run of the closure reads no observable state — for
/// the pattern above, the first change after the object that captured itself weakly is gone.
/// (The original library ties the token to the `NSObject` that calls `observe`; objects on Linux
/// have nowhere to keep it, so the closure's own reads decide.) A closure that captures its
/// state strongly keeps observing until the token is cancelled.
///
/// - Parameter apply: A closure that reads observable state and applies it, for example to a
///   view.
/// - Returns: A token that can cancel the observation.
@discardableResult
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
  let token = ObserveToken(apply)
  token.run()
  return token
}

/// A token returned by ``observe(_:)``: cancel it to stop the observation.
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
    // The pending change handler holds the token: the observation lives while the closure
    // reads observable state, whether or not anyone keeps the token.
    // Tracked with the clock, so a shared value changed on another thread before the
    // observation is registered runs the closure again too.
    SharedMutationClock.withObservationTracking {
      apply()
    } onChange: {
      Task { @MainActor in
        self.scheduledRun()
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
