import ComposableArchitecture
import Foundation

/// The shared key of the sync-ups, `@Shared(.syncUps)`, kept by the ``SyncUpsStorage`` that
/// the `syncUpsStorage` dependency names.
///
/// It writes every change at once, before the mutation returns: no debounce leaves a window for
/// a `kill -9`. A failed write is the shared value's `saveError`, retried at the next change. A
/// write that merged another SyncUps's changes gives the merged list back to the shared value,
/// so every screen holding a part of it shows them.
public struct SyncUpsKey: SharedKey {
  /// The storage.
  public let storage: SyncUpsStorage
  private let subscriber = LockIsolated<SharedSubscriber<IdentifiedArrayOf<SyncUp>>?>(nil)

  /// The key of the storage the `syncUpsStorage` dependency names.
  public init() {
    @Dependency(\.syncUpsStorage) var storage
    self.storage = storage
  }

  /// One storage is one shared list.
  public var id: String { self.storage.id }

  /// Reads the stored list; none stored means the initial value.
  public func load(
    context: LoadContext<IdentifiedArrayOf<SyncUp>>,
    continuation: LoadContinuation<IdentifiedArrayOf<SyncUp>>
  ) {
    continuation.resume(with: Result { try self.storage.load() })
  }

  /// Another SyncUps's changes arrive with the merges of this one's writes, and as they are
  /// made when the storage hears of them (PostgreSQL).
  public func subscribe(
    context: LoadContext<IdentifiedArrayOf<SyncUp>>,
    subscriber: SharedSubscriber<IdentifiedArrayOf<SyncUp>>
  ) -> SharedSubscription {
    self.subscriber.setValue(subscriber)
    let observation = self.storage.observe { subscriber.yield($0) }
    return SharedSubscription { [box = self.subscriber] in
      box.setValue(nil)
      observation.cancel()
    }
  }

  /// Writes the list now, whatever asked (a mutation or `save()`).
  public func save(
    _ value: IdentifiedArrayOf<SyncUp>, context: SaveContext, continuation: SaveContinuation
  ) {
    do {
      if let stored = try self.storage.save(value) {
        self.subscriber.value?.yield(stored)
      }
      continuation.resume()
    } catch {
      continuation.resume(throwing: error)
    }
  }
}

extension SharedReaderKey where Self == SyncUpsKey.Default {
  /// The sync-ups (an empty list when none are stored).
  public static var syncUps: Self {
    Self[SyncUpsKey(), default: []]
  }
}
