#if SQLite
  import ComposableArchitecture
  import Foundation
  import Testing

  @testable import SyncUpsFeatures

  /// The sync-ups in SQLite: `--data team.sqlite`.
  struct SyncUpsDatabaseTests {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SyncUpsDatabaseTests-\(UUID().uuidString)", isDirectory: true)

    var url: URL { self.directory.appendingPathComponent("team.sqlite") }

    init() throws {
      try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    }

    @Test func aNameEndingInSqliteIsADatabaseAndAnyOtherTheJSONFile() throws {
      defer { try? FileManager.default.removeItem(at: self.directory) }
      #expect(try SyncUpsStorage.forDataFile(self.url).id == "sqlite:\(self.url.path)")
      let json = self.directory.appendingPathComponent("team.json")
      #expect(try SyncUpsStorage.forDataFile(json).id == json.standardizedFileURL.path)
    }

    @Test func aNewDatabaseHoldsNothingThenRoundTrips() throws {
      defer { try? FileManager.default.removeItem(at: self.directory) }
      var syncUp = SyncUp.fixture()
      syncUp.meetings = [
        Meeting(id: uuid(5), date: Date(timeIntervalSince1970: 1_700_000_000), transcript: "hi")
      ]
      let storage = try SyncUpsStorage.sqlite(path: self.url.path)
      #expect(try storage.load() == nil)
      #expect(try storage.save([syncUp, .fixture(id: 200, title: "Ops")]) == nil)
      let reopened = try SyncUpsStorage.sqlite(path: self.url.path)
      #expect(try reopened.load() == [syncUp, .fixture(id: 200, title: "Ops")])
      #expect(try reopened.save([.fixture(id: 200, title: "Ops")]) == nil)
      #expect(
        try SyncUpsStorage.sqlite(path: self.url.path).load() == [.fixture(id: 200, title: "Ops")])
    }

    @Test func aSyncUpAnotherProcessAddedIsKeptAndReturned() throws {
      defer { try? FileManager.default.removeItem(at: self.directory) }
      let mine = try SyncUpsStorage.sqlite(path: self.url.path)
      let theirs = try SyncUpsStorage.sqlite(path: self.url.path)
      _ = try mine.load()
      _ = try theirs.load()
      #expect(try theirs.save([.fixture(id: 300, title: "Theirs")]) == nil)
      let merged = try mine.save([.fixture(id: 100, title: "Mine")])
      #expect(merged == [.fixture(id: 300, title: "Theirs"), .fixture(id: 100, title: "Mine")])
    }

    @Test func aMeetingOfAProcessThatDiedIsRecoveredAtTheNextLaunch() throws {
      defer { try? FileManager.default.removeItem(at: self.directory) }
      let dying = try SyncUpsStorage.sqlite(path: self.url.path)
      _ = try dying.save([.fixture()])
      let meeting = MeetingInProgress(
        id: uuid(9), syncUp: .fixture(), secondsElapsed: 42, speakerIndex: 1,
        transcript: "Ship it\n", date: Date(timeIntervalSince1970: 1_700_000_000))
      dying.journalMeeting(meeting)
      let next = try SyncUpsStorage.sqlite(path: self.url.path)
      let loaded = try #require(try next.load())
      let recovered = try #require(loaded[id: uuid(100)]?.meetings[id: uuid(9)])
      #expect(recovered.transcript.hasPrefix("Ship it\n"))
      #expect(recovered.transcript.contains("Meeting interrupted"))
      #expect(next.takeEvents() == [.recovered([meeting])])
      // Saved at once, and the journal is gone: a third launch recovers nothing more.
      let third = try SyncUpsStorage.sqlite(path: self.url.path)
      #expect(try third.load() == loaded)
      #expect(third.takeEvents() == [])
    }

    @Test func aFileThatIsNotADatabaseIsReportedAndKept() throws {
      defer { try? FileManager.default.removeItem(at: self.directory) }
      let json = Data(#"{"syncUps": []}"#.utf8) + Data(repeating: 0x20, count: 4096)
      try json.write(to: self.url)
      #expect {
        _ = try SyncUpsStorage.forDataFile(self.url)
      } throws: { error in
        String(describing: error).contains("could not be opened as a SQLite database")
      }
      #expect(try Data(contentsOf: self.url) == json)
    }
  }
#endif
