import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

@MainActor
@Suite(.temporaryDirectory)
struct AppFeatureTests {
  @Test func launchLoadsTheSyncUps() async throws {
    let file = SyncUpsFile.temporary()
    try file.write(SyncUpsFileFormat.encode([.fixture()]))
    let store = TestStore(initialState: appState(file) { AppFeature.State() }) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsFile = file
    }
    #expect(store.state.syncUpsList.syncUps == [.fixture()])
    await store.send(.launched) {
      $0.persistence = .enabled
    }
  }

  @Test func corruptDataIsBackedUpAndExplained() async throws {
    let file = SyncUpsFile.temporary()
    try file.write(Data("not JSON".utf8))
    let store = TestStore(initialState: appState(file) { AppFeature.State() }) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsFile = file
    }
    let reason = try #require(store.state.syncUpsList.$syncUps.loadError).localizedDescription
    #expect(reason.hasPrefix("\(file.url.path) is not valid sync-up data: "))
    await store.send(.launched)
    await store.receive(\.backUpFinished) {
      $0.persistence = .enabled
      $0.syncUpsList.destination = .alert(
        .dataFailedToLoad(reason: reason, backup: self.backups(of: file).first)
      )
    }
    let backup = try #require(self.backups(of: file).first)
    #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == Data("not JSON".utf8))
  }

  func backups(of file: SyncUpsFile) -> [String] {
    let directory = file.url.deletingLastPathComponent()
    return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasPrefix("syncups.json.backup-") }
      .map { directory.appendingPathComponent($0).path }
  }

  @Test func whenTheBackupFailsNothingIsSaved() async throws {
    let file = SyncUpsFile.temporary()
    try file.write(Data("not JSON".utf8))
    let store = TestStore(initialState: appState(file) { AppFeature.State() }) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsFile = file
      $0.uuid = .incrementing
    }
    await store.send(.backUpFinished(reason: "Couldn't read it", .failure(TestError()))) {
      $0.persistence = .disabled(reason: "Couldn't read it (moving it aside failed: boom)")
      $0.syncUpsList.destination = .alert(
        .dataFailedToLoad(reason: "Couldn't read it", backup: nil)
      )
    }
    // Loading samples changes the list, but nothing may be written over the unread file.
    store.exhaustivity = .off
    await store.send(\.syncUpsList.destination.alert, .confirmLoadSamples)
    await store.send(.willTerminate)
    #expect(store.state.syncUpsList.syncUps.count == 2)
    #expect(try Data(contentsOf: file.url) == Data("not JSON".utf8))
  }

  @Test func openEditAndDeleteASyncUp() async {
    let file = SyncUpsFile.temporary()
    let store = TestStore(
      initialState: appState(file) {
        AppFeature.State(
          persistence: .enabled, syncUpsList: SyncUpsList.State(syncUps: [.fixture()])
        )
      }
    ) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsFile = file
      $0.uuid = .incrementing
    }
    await store.send(.syncUpsList(.syncUpTapped(id: uuid(100)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: .fixture()))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(SyncUpForm.State(syncUp: .fixture()))
    }
    await store.send(
      .path(
        .element(
          id: 0,
          action: .detail(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Review"))))))
        ))
    ) {
      $0.path[id: 0, case: \.detail]?.destination?.modify(\.edit) { $0.syncUp.title = "Review" }
    }
    var edited = SyncUp.fixture()
    edited.title = "Review"
    // This TestStore shows a shared change made by an effect's action at the step that started
    // the effect (the delegate action runs as soon as it is sent), so it is asserted there.
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.path[id: 0, case: \.detail]?.syncUp = edited
      $0.syncUpsList.$syncUps.withLock { $0 = [edited] }
    }
    await store.receive(\.path[id: 0].detail.delegate.syncUpUpdated)
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.path[id: 0].detail.destination.alert, .confirmDeletion) {
      $0.path[id: 0, case: \.detail]?.destination = nil
    }
    await store.receive(\.path[id: 0].detail.delegate.deleteSyncUp) {
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
    await store.finish()
    #expect(file.stored == [])
  }

  @Test func recordAMeetingToTheEnd() async {
    let clock = TestClock()
    let file = SyncUpsFile.temporary()
    let syncUp = SyncUp.fixture(seconds: 2)
    let store = TestStore(
      initialState: appState(file) {
        AppFeature.State(
          path: StackState([.detail(SyncUpDetail.State(syncUp: syncUp))]),
          persistence: .enabled,
          syncUpsList: SyncUpsList.State(syncUps: [syncUp])
        )
      }
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.syncUpsFile = file
      $0.uuid = .incrementing
    }
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(meetingID: uuid(0), syncUp: syncUp))
    }
    await store.send(\.path[id: 1].record.onTask)
    await store.send(\.path[id: 1].record.noteSubmitted, "hello") {
      $0.path[id: 1, case: \.record]?.transcript = "[0:00] Blob: hello\n"
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 1
      $0.path[id: 1, case: \.record]?.speakerIndex = 1
    }
    let meeting = Meeting(
      id: uuid(0), date: Date(timeIntervalSince1970: 1_234_567_890),
      transcript: "[0:00] Blob: hello\n"
    )
    await clock.advance(by: .seconds(1))
    // The meeting's save is an effect's action, run at once: this TestStore shows its shared
    // change at this step.
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 2
      $0.syncUpsList.$syncUps.withLock { $0[id: syncUp.id]?.meetings = [meeting] }
    }
    await store.receive(\.path[id: 1].record.delegate.save) {
      $0.path[id: 0, case: \.detail]?.syncUp.meetings = [meeting]
    }
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 1)
    }
    await store.finish()
    #expect(file.stored?.first?.meetings == [meeting])
  }

  @Test func discardAMeeting() async {
    let syncUp = SyncUp.fixture()
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: syncUp))]),
        persistence: .enabled,
        syncUpsList: SyncUpsList.State(syncUps: [syncUp])
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.syncUpsFile = .temporary()
      $0.uuid = .incrementing
    }
    // Pushed by an action: a record screen in the initial state could not dismiss itself (see
    // LibraryIssueTests).
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(meetingID: uuid(0), syncUp: syncUp))
    }
    await store.send(\.path[id: 1].record.endMeetingButtonTapped) {
      $0.path[id: 1, case: \.record]?.dialog = .endMeeting(isDiscardable: true)
    }
    await store.send(\.path[id: 1].record.dialog.confirmDiscard) {
      $0.path[id: 1, case: \.record]?.dialog = nil
    }
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 1)
    }
  }

  @Test func openAPastMeeting() async {
    var syncUp = SyncUp.fixture()
    let meeting = Meeting(id: uuid(9), date: Date(timeIntervalSince1970: 0), transcript: "hi")
    syncUp.meetings = [meeting]
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: syncUp))]),
        persistence: .enabled,
        syncUpsList: SyncUpsList.State(syncUps: [syncUp])
      )
    ) {
      AppFeature()
    }
    await store.send(\.path[id: 0].detail.meetingTapped, uuid(9)) {
      $0.path[id: 1] = .meeting(MeetingTranscript.State(meeting: meeting, syncUp: syncUp))
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
  }

  @Test func willTerminateSavesAndSaveFailuresAreShown() async throws {
    let file = SyncUpsFile.unwritable()
    let failure = try #require(saveFailure(file))
    let store = TestStore(
      initialState: appState(file) {
        AppFeature.State(
          persistence: .enabled, syncUpsList: SyncUpsList.State(syncUps: [.fixture()])
        )
      }
    ) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsFile = file
    }
    await store.send(.willTerminate)
    await store.receive(\.saveFailed, failure) {
      $0.saveError = failure
    }
  }
}
