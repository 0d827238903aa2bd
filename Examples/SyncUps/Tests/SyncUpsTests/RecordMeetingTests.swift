import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

@MainActor
struct RecordMeetingTests {
  @Test func timerAdvancesSpeakers() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: RecordMeeting.State(meetingID: uuid(0), syncUp: .fixture(seconds: 4))
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
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
    let clock = TestClock()
    let store = TestStore(
      initialState: RecordMeeting.State(meetingID: uuid(0), syncUp: .fixture(seconds: 4))
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
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
      initialState: RecordMeeting.State(meetingID: uuid(0), syncUp: .fixture(seconds: 60))
    ) {
      RecordMeeting()
    }
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 30
    }
    await store.send(.nextButtonTapped) {
      $0.dialog = .endMeeting(isDiscardable: false)
    }
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
