// The dismissal handshake of a presented feature: `dismiss()` in the child (`Dismiss.swift`)
// asks, the listener effect that its presentation (or stack) runs beside the child's effects
// waits for the request and sends the operator's dismissal action. The request is kept in the
// listener's own effect entry, so it lives exactly as long as the listener and is forgotten with
// it.

extension CancellationRegistry {
  /// Where a dismissal listener stands with the request of its feature to be dismissed.
  enum Dismissal {
    case notRequested
    /// The listener waits for the request.
    case awaited(CheckedContinuation<Bool, Never>)
    /// The feature asked (before or while the listener waited).
    case requested
  }

  /// Asks the presented feature whose dismissal listener runs under `listenerKey` to be
  /// dismissed: the listener is told now if it is waiting, or as soon as it starts waiting (its
  /// slot is reserved when its feature appears, before its task runs, so a feature that asks at
  /// once is not lost). Does nothing when the feature has no listener (it is being dismissed).
  func requestDismissal(listenerKey: Key) {
    let continuation = self.storage.withLock { storage -> CheckedContinuation<Bool, Never>? in
      guard let token = storage.tokensByKey[listenerKey]?.first,
        storage.entries[token]?.isCancelled == false
      else { return nil }
      defer { storage.entries[token]?.dismissal = .requested }
      guard case .awaited(let continuation) = storage.entries[token]?.dismissal else { return nil }
      return continuation
    }
    continuation?.resume(returning: true)
  }

  /// Called by the dismissal listener running under `listenerKey` (at most one runs per
  /// feature): waits until its feature asks to be dismissed (`true`) or the listener is cancelled
  /// with its feature (`false`).
  func dismissalRequest(listenerKey: Key) async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let answer = self.storage.withLock { storage -> Bool? in
          guard let token = storage.tokensByKey[listenerKey]?.first else { return false }
          if case .requested = storage.entries[token]?.dismissal { return true }
          // Checked under the lock that the cancellation handler takes too: either it sees the
          // continuation stored below, or this sees the task cancelled.
          if Task.isCancelled { return false }
          storage.entries[token]?.dismissal = .awaited(continuation)
          return nil
        }
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      let continuation = self.storage.withLock { storage -> CheckedContinuation<Bool, Never>? in
        guard let token = storage.tokensByKey[listenerKey]?.first,
          case .awaited(let continuation) = storage.entries[token]?.dismissal
        else { return nil }
        storage.entries[token]?.dismissal = .notRequested
        return continuation
      }
      continuation?.resume(returning: false)
    }
  }
}

extension Effect {
  /// A long-living effect for the presented feature `navigationID`: it waits until the feature
  /// calls `dismiss()` and then sends `action` (`.dismiss`, or `.popFrom(id:)` for a stack).
  /// At most one runs per feature; it is cancelled with the feature's other effects when the
  /// feature goes away.
  static func dismissListener(navigationID: AnyHashableSendable, sending action: Action) -> Self {
    // The action is only handed back to the store that runs this effect, on the main actor.
    let action = UncheckedSendable(action)
    return Self(
      operation: .unique(
        id: AnyHashableSendable(DismissListenerID()),
        Self(
          operation: .run(
            .init(priority: nil, isBookkeeping: true) { send in
              let context = EffectContext.current
              let key = CancellationRegistry.Key(
                id: AnyHashableSendable(DismissListenerID()), path: context.path)
              if await context.registry.dismissalRequest(listenerKey: key) {
                await send(action.value)
              }
            }
          )
        )
      )
    )
    ._navigation(id: navigationID)
  }
}

/// The id of a presented feature's dismissal listener, so that only one runs per feature.
struct DismissListenerID: Hashable, Sendable {}
