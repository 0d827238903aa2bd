import ComposableViews
import Foundation
import Testing

@testable import SyncUpsFeatures
@testable import SyncUpsViews

/// The app's entry point: what SyncUpsWeb serves to every tab.
@MainActor
struct SyncUpsAppTests {
  @Test func eachWindowIsTheListWithAStoreOfItsOwn() throws {
    let storage = SyncUpsStorage.inMemory()
    try withDependencies {
      $0.syncUpsStorage = storage
      $0.uuid = .incrementing
    } operation: {
      let first = ScreenTest(try #require(SyncUpsApp._firstWindow()))
      let second = ScreenTest(try #require(SyncUpsApp._firstWindow()))
      #expect(first.contains("Daily Sync-ups"))
      // Opening the sheet in one window leaves the other as it was: each has its own store.
      try first.tap("New sync-up")
      #expect(first.find(role: "dialog").count == 1)
      #expect(second.find(role: "dialog").isEmpty)
    }
  }
}
