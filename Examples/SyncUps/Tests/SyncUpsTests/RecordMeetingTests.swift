import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

@MainActor
struct RecordMeetingTests {
  @Test func timerAdvancesSpeakers() async {
    let clock = SettledTestClock()
    let store = TestStore(
      initialState: RecordMeeting.State(
        meetingID: uuid(0), syncUp: Shared(value: .fixture(seconds: 4)))
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    let task = await store.send(.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 2
      $0.speakerIndex = 1
    }
    await store.send(.noteSubmitted("  ship it ")) {
      $0.transcript = "[0:02] Blob Jr: ship it\n"
    }
    await store.send(.noteSubmitted("   "))
    await task.cancel()
  }

  @Test func timerPausesWhileTheDialogIsShown() async {
    let clock = SettledTestClock()
    let store = TestStore(
      initialState: RecordMeeting.State(
        meetingID: uuid(0), syncUp: Shared(value: .fixture(seconds: 4)))
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    let task = await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.dialog = .endMeeting(isDiscardable: true)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick)
    await store.send(\.dialog.dismiss) {
      $0.dialog = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 1 }
    await task.cancel()
  }

  @Test func nextSpeakerThenEndOnTheLastOne() async {
    let store = TestStore(
      initialState: RecordMeeting.State(
        meetingID: uuid(0), syncUp: Shared(value: .fixture(seconds: 60)))
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 30
    }
    await store.send(.nextButtonTapped) {
      $0.dialog = .endMeeting(isDiscardable: false)
    }
  }

  @Test func theMeetingEndsIntoTheSharedSyncUp() async {
    let clock = SettledTestClock()
    let syncUp = Shared(value: SyncUp.fixture(seconds: 1))
    let storage = SyncUpsStorage.inMemory()
    let store = TestStore(initialState: RecordMeeting.State(meetingID: uuid(0), syncUp: syncUp)) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.syncUpsStorage = storage
    }
    await store.send(.onTask)
    await store.send(.noteSubmitted("hello")) {
      $0.transcript = "[0:00] Blob: hello\n"
    }
    await clock.advance(by: .seconds(1))
    let meeting = Meeting(
      id: uuid(0), date: Date(timeIntervalSince1970: 1_234_567_890),
      transcript: "[0:00] Blob: hello\n"
    )
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 1
      $0.$syncUp.withLock { $0.meetings = [meeting] }
    }
    await store.finish()
    #expect(syncUp.wrappedValue.meetings == [meeting])
  }

  @Test func closingTheAppSavesTheMeetingAsItStands() async {
    let syncUp = Shared(value: SyncUp.fixture())
    let store = TestStore(
      initialState: RecordMeeting.State(
        meetingID: uuid(0), secondsElapsed: 75, syncUp: syncUp, transcript: "[0:10] Blob: hi\n"
      )
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    }
    let meeting = Meeting(
      id: uuid(0), date: Date(timeIntervalSince1970: 1_234_567_890),
      transcript: "[0:10] Blob: hi\n[1:15] Meeting ended early: SyncUps was closed.\n"
    )
    await store.send(.appWillTerminate) {
      $0.$syncUp.withLock { $0.meetings = [meeting] }
    }
  }

  @Test func theJournalFollowsTheMeetingAndADiscardForgetsIt() async {
    let journaled = LockIsolated<[MeetingInProgress]>([])
    let discarded = LockIsolated<[Meeting.ID]>([])
    var storage = SyncUpsStorage.inMemory()
    storage.journalMeeting = { meeting in journaled.withValue { $0.append(meeting) } }
    storage.discardMeeting = { id in discarded.withValue { $0.append(id) } }
    var syncUp = SyncUp.fixture()
    syncUp.meetings = [Meeting(id: uuid(9), date: Date(timeIntervalSince1970: 0), transcript: "")]
    let store = TestStore(
      initialState: RecordMeeting.State(meetingID: uuid(0), syncUp: Shared(value: syncUp))
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = SettledTestClock()
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.syncUpsStorage = storage
    }
    let task = await store.send(.onTask)
    await store.send(.noteSubmitted("hi")) {
      $0.transcript = "[0:00] Blob: hi\n"
    }
    await store.send(.endMeetingButtonTapped) {
      $0.dialog = .endMeeting(isDiscardable: true)
    }
    await task.cancel()
    await store.send(\.dialog.confirmDiscard) {
      $0.dialog = nil
    }
    await store.finish()
    // Journaled when it started and at the note, without the past meetings.
    syncUp.meetings = []
    #expect(
      journaled.value.sorted { $0.transcript.count < $1.transcript.count } == [
        MeetingInProgress(
          id: uuid(0), syncUp: syncUp, secondsElapsed: 0, speakerIndex: 0, transcript: "",
          date: Date(timeIntervalSince1970: 1_234_567_890)
        ),
        MeetingInProgress(
          id: uuid(0), syncUp: syncUp, secondsElapsed: 0, speakerIndex: 0,
          transcript: "[0:00] Blob: hi\n", date: Date(timeIntervalSince1970: 1_234_567_890)
        ),
      ]
    )
    #expect(discarded.value == [uuid(0)])
  }

  @Test func endMeetingDialogOffersSaveDiscardResume() {
    let dialog = ConfirmationDialogState<RecordMeeting.Action.Dialog>.endMeeting(
      isDiscardable: true
    )
    #expect(
      dialog.buttons.map { String(state: $0.label) } == ["Save and end", "Discard", "Resume"])
    #expect(dialog.buttons.map(\.action.action) == [.confirmSave, .confirmDiscard, nil])
    let last = ConfirmationDialogState<RecordMeeting.Action.Dialog>.endMeeting(
      isDiscardable: false
    )
    #expect(last.buttons.count == 2)
  }
}
