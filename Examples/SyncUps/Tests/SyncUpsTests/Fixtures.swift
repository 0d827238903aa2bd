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

extension SyncUpsFile {
  /// A data file in a fresh folder of the test's temporary directory.
  static func temporary() -> SyncUpsFile {
    SyncUpsFile(url: temporaryPath().appendingPathComponent("syncups.json"))
  }

  /// A data file that cannot be written: its folder is a regular file.
  static func unwritable() -> SyncUpsFile {
    let blocker = temporaryPath()
    _ = FileManager.default.createFile(atPath: blocker.path, contents: Data())
    return SyncUpsFile(url: blocker.appendingPathComponent("syncups.json"))
  }

  /// What the file holds now, read straight from disk (`nil`: no file, or not valid).
  var stored: IdentifiedArrayOf<SyncUp>? {
    (try? Data(contentsOf: self.url)).flatMap { try? SyncUpsFileFormat.decode($0) }
  }

  /// Writes bytes to the file directly, as another program would.
  func write(_ data: Data) throws {
    try FileManager.default.createDirectory(
      at: self.url.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    try data.write(to: self.url)
  }
}

/// The message a save to `file` fails with, if it fails.
func saveFailure(_ file: SyncUpsFile) -> String? {
  do {
    try SyncUpsFile(url: file.url).save([])
    return nil
  } catch {
    return error.localizedDescription
  }
}

extension AppFeature.State {
  /// The app with the detail screen of sync-up `id` pushed, as the list pushes it: holding the
  /// sync-up shared from the list (made inside the store's dependencies, which name the storage).
  static func showingDetail(of id: SyncUp.ID) -> Self {
    var state = Self()
    if let syncUp = Shared(state.syncUpsList.$syncUps[id: id]) {
      state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
    }
    return state
  }
}

struct TestError: Error, LocalizedError {
  var errorDescription: String? { "boom" }
}
