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
  /// The list last read or written: a list read again keeps its unchanged sync-ups (see
  /// ``reusingUnchanged(_:)``).
  private let lastSeen = LockIsolated<IdentifiedArrayOf<SyncUp>>([])

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
    continuation.resume(with: Result { try self.storage.load().map(self.reusingUnchanged) })
  }

  /// Another SyncUps's changes arrive with the merges of this one's writes, and as they are
  /// made when the storage hears of them (PostgreSQL).
  public func subscribe(
    context: LoadContext<IdentifiedArrayOf<SyncUp>>,
    subscriber: SharedSubscriber<IdentifiedArrayOf<SyncUp>>
  ) -> SharedSubscription {
    self.subscriber.setValue(subscriber)
    let observation = self.storage.observe { subscriber.yield(self.reusingUnchanged($0)) }
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
      self.lastSeen.setValue(value)
      if let stored = try self.storage.save(value) {
        self.subscriber.value?.yield(self.reusingUnchanged(stored))
      }
      continuation.resume()
    } catch {
      continuation.resume(throwing: error)
    }
  }
}

extension SyncUpsKey {
  /// `syncUps`, with each sync-up equal to the one last seen replaced by that one, whose storage
  /// (title, attendees, meetings) it then shares.
  ///
  /// A list read again from the storage is all new values even when one sync-up changed; a view
  /// of an unchanged sync-up (the list's `CardView`) sees the same values it was given before,
  /// and is not rendered again, on every tab.
  func reusingUnchanged(_ syncUps: IdentifiedArrayOf<SyncUp>) -> IdentifiedArrayOf<SyncUp> {
    self.lastSeen.withValue { lastSeen in
      var reused = syncUps
      for index in reused.indices {
        if let seen = lastSeen[id: reused[index].id], seen == reused[index] {
          reused[index] = seen
        }
      }
      lastSeen = reused
      return reused
    }
  }
}

extension SharedReaderKey where Self == SyncUpsKey.Default {
  /// The sync-ups (an empty list when none are stored).
  public static var syncUps: Self {
    Self[SyncUpsKey(), default: []]
  }
}
