// What tests ask of a store's effects: how many are in flight, where they were started, and
// (for the original library's SPI) which cancellation ids are active.

extension CancellationRegistry {
  /// Where the effects in flight were started, oldest first, not counting the library's
  /// bookkeeping effects.
  var origins: [EffectOrigin?] {
    self.storage.withLock { storage in
      storage.entries.sorted { $0.key < $1.key }.compactMap { _, entry in
        guard case .counted(let origin) = entry.record else { return nil }
        return .some(origin)
      }
    }
  }

  /// Whether any effect is in flight, counting the library's bookkeeping effects.
  var hasEffectsInFlight: Bool {
    self.storage.withLock { !$0.entries.isEmpty }
  }

  /// The tasks of the effects in flight, not counting the library's bookkeeping effects.
  var tasks: [Task<Void, Never>] {
    self.storage.withLock { storage in
      storage.entries.values.compactMap { $0.record.isCounted ? $0.task : nil }
    }
  }

  /// The number of cancellation keys with an effect in flight that was not cancelled: a
  /// cancelled effect no longer counts, even before its task has wound down (as the original
  /// library forgets a cancellable the moment it is cancelled).
  var activeKeyCount: Int {
    self.storage.withLock { storage in
      storage.tokensByKey.values.count { storage.hasActiveEffect(among: $0) }
    }
  }

  /// Whether an effect that was not cancelled is in flight under `key`.
  func containsActive(_ key: Key) -> Bool {
    self.storage.withLock { storage in
      storage.hasActiveEffect(among: storage.tokensByKey[key] ?? [])
    }
  }

  /// Cancels every effect and forgets it at once, without waiting for it to finish.
  func removeAll() {
    self.cancelAll()
    let forgotten = self.storage.withLock { storage in
      // Tokens keep counting, so that a forgotten effect that finishes later removes nothing.
      defer {
        storage.entries.removeAll()
        storage.tokensByKey.removeAll()
        storage.keysByID.removeAll()
        storage.tokensByPath.removeAll()
      }
      return storage.entries.compactMap { token, entry in entry.tree.map { (token, $0) } }
    }
    // Whoever waits for a forgotten effect stops waiting.
    for (token, tree) in forgotten { tree.leave(token) }
    self.activity?.fire()
  }

  /// The number of effects in flight, not counting the library's bookkeeping effects.
  var count: Int {
    self.storage.withLock { $0.entries.values.count { $0.record.isCounted } }
  }
}

extension CancellationRegistry.Storage {
  /// Whether one of the effects of `tokens` was not cancelled.
  func hasActiveEffect(among tokens: Set<UInt64>) -> Bool {
    tokens.contains { self.entries[$0]?.isCancelled == false }
  }
}
