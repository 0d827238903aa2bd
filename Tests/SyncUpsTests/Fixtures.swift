import ComposableArchitecture
import Foundation

@testable import SyncUpsFeatures

/// A fixed UUID for readable tests: `uuid(3)` is `00000000-0000-0000-0000-000000000003`.
func uuid(_ value: Int) -> UUID {
  UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", value))!
}

extension SyncUp {
  /// A two-attendee sync-up lasting `seconds`.
  static func fixture(id: Int = 100, seconds: Int = 60, title: String = "Design") -> SyncUp {
    SyncUp(
      id: uuid(id),
      attendees: [
        Attendee(id: uuid(id + 1), name: "Blob"),
        Attendee(id: uuid(id + 2), name: "Blob Jr"),
      ],
      duration: .seconds(seconds),
      theme: .sky,
      title: title
    )
  }
}

/// An in-memory stand-in for the storage client that records what was saved.
final class StorageSpy: Sendable {
  let stored: LockIsolated<IdentifiedArrayOf<SyncUp>>
  let saves = LockIsolated<[IdentifiedArrayOf<SyncUp>]>([])

  init(_ syncUps: IdentifiedArrayOf<SyncUp> = []) {
    self.stored = LockIsolated(syncUps)
  }

  var client: SyncUpsStorage {
    SyncUpsStorage(
      load: { self.stored.value },
      save: { syncUps in
        self.stored.setValue(syncUps)
        self.saves.withValue { $0.append(syncUps) }
        return .saved
      },
      backUp: { "/backup.json" }
    )
  }
}

struct TestError: Error, LocalizedError {
  var errorDescription: String? { "boom" }
}
