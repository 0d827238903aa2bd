import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

/// `@Shared(.syncUps)` writes every change through its storage at once, shows failures as the
/// shared value's `saveError`, and takes back the merged list a save returns.
@MainActor
struct SyncUpsKeyTests {
  @Test func everyChangeIsWrittenBeforeTheMutationReturns() {
    let storage = SyncUpsStorage.inMemory()
    withDependencies {
      $0.syncUpsStorage = storage
    } operation: {
      @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp>
      #expect(syncUps == [])
      $syncUps.withLock { _ = $0.append(.fixture()) }
      #expect((try? storage.load()) == [.fixture()])
      if let syncUp = Shared($syncUps[id: uuid(100)]) {
        syncUp.withLock { $0.title = "Renamed" }
      }
      #expect((try? storage.load())??.map(\.title) == ["Renamed"])
    }
  }

  @Test func aFailedWriteIsTheSaveErrorUntilOneSucceeds() throws {
    let failing = LockIsolated(true)
    let saved = LockIsolated<IdentifiedArrayOf<SyncUp>?>(nil)
    let storage = SyncUpsStorage(
      id: "flaky",
      load: { nil },
      save: { syncUps in
        if failing.value { throw TestError() }
        saved.setValue(syncUps)
        return nil
      }
    )
    withDependencies {
      $0.syncUpsStorage = storage
    } operation: {
      @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp>
      $syncUps.withLock { _ = $0.append(.fixture()) }
      #expect($syncUps.saveError?.localizedDescription == "boom")
      failing.setValue(false)
      $syncUps.withLock { $0[id: uuid(100)]?.title = "Again" }
      #expect($syncUps.saveError == nil)
      #expect(saved.value?.map(\.title) == ["Again"])
    }
  }

  @Test func aMergedListReplacesTheListAndEverySyncUpDerivedFromIt() {
    let theirs = SyncUp.fixture(title: "Renamed elsewhere")
    let added = SyncUp.fixture(id: 200, title: "Added elsewhere")
    let storage = SyncUpsStorage(
      id: "merging", load: { [.fixture()] }, save: { _ in [theirs, added] }
    )
    withDependencies {
      $0.syncUpsStorage = storage
    } operation: {
      @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp>
      let detail = Shared($syncUps[id: uuid(100)])
      $syncUps.withLock { $0[id: uuid(100)]?.duration = .seconds(90) }
      #expect(syncUps == [theirs, added])
      #expect(detail?.wrappedValue == theirs)
    }
  }

  @Test func aLoadErrorIsTheSharedValuesLoadError() {
    let failure = SyncUpsLoadError(reason: "bad", backup: "/b")
    withDependencies {
      $0.syncUpsStorage = SyncUpsStorage(id: "bad", load: { throw failure }, save: { _ in nil })
    } operation: {
      @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp>
      #expect(syncUps == [])
      #expect($syncUps.loadError as? SyncUpsLoadError == failure)
    }
  }

  @Test func theTestStorageNeverTouchesTheDisk() throws {
    let storage = SyncUpsStorage.inMemory([.fixture()])
    #expect(storage.id.hasPrefix("in-memory-"))
    #expect(try storage.save([]) == nil)
    #expect(try storage.load() == [])
    @Dependency(\.syncUpsStorage) var testValue
    #expect(testValue.id.hasPrefix("in-memory-"))
  }
  /// A list read again (another server's change, a merge) keeps each unchanged sync-up as it
  /// was: the same bits, so that its card is not rendered again on every tab.
  @Test func aListReadAgainKeepsTheUnchangedSyncUpsAsTheyWere() {
    let key = withDependencies {
      $0.syncUpsStorage = .inMemory()
    } operation: {
      SyncUpsKey()
    }
    func sameBits(_ lhs: SyncUp, _ rhs: SyncUp) -> Bool {
      withUnsafeBytes(of: lhs) { lhs in withUnsafeBytes(of: rhs) { lhs.elementsEqual($0) } }
    }
    let first = key.reusingUnchanged([.fixture(), .fixture(id: 200, title: "Retro")])
    let again: IdentifiedArrayOf<SyncUp> = [.fixture(), .fixture(id: 200, title: "Renamed")]
    #expect(!sameBits(again[0], first[0]))

    let reused = key.reusingUnchanged(again)
    #expect(reused == again)
    #expect(sameBits(reused[0], first[0]))
    #expect(!sameBits(reused[1], first[1]))
  }
}
