import ConcurrencyExtras

// The original library's `@_spi(Internals)` view of effect cancellation, mirrored because it
// costs a few lines over the registry: its own tests (and some users' test helpers) check that
// cancellable effects leave nothing behind.

/// The cancellable effects in flight outside any store (`withTaskCancellation(id:)` in a plain
/// task, ``Effect/actions``), as the original library's global collection of them.
@_spi(Internals)
public let _cancellationCancellables = LockIsolated(CancellablesCollection())

/// A view of the cancellable effects in flight outside any store.
@_spi(Internals)
public struct CancellablesCollection: Sendable {
  /// The number of cancellation identifiers with an effect in flight that was not cancelled.
  public var count: Int {
    CancellationRegistry.shared.activeKeyCount
  }

  /// Whether an effect that was not cancelled is in flight under `id` for the feature at `path`.
  public func exists(at id: some Hashable & Sendable, path: NavigationIDPath) -> Bool {
    CancellationRegistry.shared.containsActive(.init(id: AnyHashableSendable(id), path: path))
  }

  /// Cancels every effect in flight outside a store and forgets it.
  public mutating func removeAll() {
    CancellationRegistry.shared.removeAll()
  }
}

/// A cancellation identifier qualified by the navigation path of the feature that used it.
@_spi(Internals)
public struct _CancelID: Hashable, Sendable {
  let key: CancellationRegistry.Key

  /// The identifier `id` used by the feature at `navigationIDPath`.
  public init(id: some Hashable & Sendable, navigationIDPath: NavigationIDPath) {
    self.key = CancellationRegistry.Key(id: AnyHashableSendable(id), path: navigationIDPath)
  }
}

extension Store {
  /// The tasks of the effects in flight in this store's tree.
  @_spi(Internals)
  public var effectCancellables: [Task<Void, Never>] {
    self.root.effects.tasks
  }
}
