import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

/// The journal of a meeting in progress, beside the data file (``SyncUpsFile/recordMeeting(_:)``).
@Suite(.temporaryDirectory)
struct MeetingJournalTests {
  let url = temporaryPath().appendingPathComponent("syncups.json")

  func meeting(seconds: Int, transcript: String = "") -> MeetingInProgress {
    MeetingInProgress(
      id: uuid(9), syncUp: .fixture(), secondsElapsed: seconds, speakerIndex: 0,
      transcript: transcript, date: Date(timeIntervalSince1970: 1_234_567_890)
    )
  }

  func journals() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(
      atPath: self.url.deletingLastPathComponent().path)) ?? [])
      .filter { $0.contains(".meeting-") }
  }

  @Test func aJournalIsRecoveredOnlyOnceItsOwnerIsGone() throws {
    var owner: SyncUpsFile? = SyncUpsFile(url: self.url)
    try owner?.recordMeeting(self.meeting(seconds: 5, transcript: "[0:01] Blob: hi\n"))
    let other = SyncUpsFile(url: self.url)
    #expect(other.recoverMeetings() == [])
    owner = nil
    #expect(
      recoverSoon(other) == [self.meeting(seconds: 5, transcript: "[0:01] Blob: hi\n")]
    )
    // Taken over: asking again does not return it twice.
    #expect(other.recoverMeetings() == [])
  }

  @Test func anOlderStateArrivingLateDoesNotOverwriteANewerOne() throws {
    var owner: SyncUpsFile? = SyncUpsFile(url: self.url)
    try owner?.recordMeeting(self.meeting(seconds: 5, transcript: "a\n"))
    try owner?.recordMeeting(self.meeting(seconds: 3, transcript: "a\n"))
    owner = nil
    #expect(
      recoverSoon(SyncUpsFile(url: self.url)) == [self.meeting(seconds: 5, transcript: "a\n")])
  }

  @Test func aSaveHoldingTheMeetingRemovesItsJournal() throws {
    let file = SyncUpsFile(url: self.url)
    try file.recordMeeting(self.meeting(seconds: 5))
    var syncUp = SyncUp.fixture()
    try file.save([syncUp])
    #expect(self.journals().count == 2)  // the journal and its lock: the meeting is not saved
    syncUp.meetings = [Meeting(id: uuid(9), date: Date(), transcript: "")]
    try file.save([syncUp])
    #expect(self.journals() == [])
    // A state of the saved meeting arriving late does not bring its journal back.
    try file.recordMeeting(self.meeting(seconds: 6))
    #expect(self.journals() == [])
  }

  @Test func aLockLeftWithoutAJournalIsRemoved() throws {
    let file = SyncUpsFile(url: self.url)
    try file.recordMeeting(self.meeting(seconds: 1))  // this process's own: kept
    let orphan = self.url.deletingLastPathComponent()
      .appendingPathComponent("syncups.json.meeting-orphan.json.lock")
    #expect(FileManager.default.createFile(atPath: orphan.path, contents: Data()))
    #expect(file.recoverMeetings() == [])
    #expect(!FileManager.default.fileExists(atPath: orphan.path))
    #expect(self.journals().count == 2)
  }

  @Test func aNewMeetingKeepsTheJournalOfOneNotSavedYet() throws {
    var owner: SyncUpsFile? = SyncUpsFile(url: self.url)
    try owner?.recordMeeting(self.meeting(seconds: 5))
    var next = self.meeting(seconds: 1)
    next.id = uuid(10)
    try owner?.recordMeeting(next)
    owner = nil
    let file = SyncUpsFile(url: self.url)
    var recovered = Set(recoverSoon(file).map(\.id))
    if recovered.count < 2 { recovered.formUnion(recoverSoon(file).map(\.id)) }
    #expect(recovered == [uuid(9), uuid(10)])
  }

  @Test func aDiscardedMeetingLeavesNoJournal() throws {
    let file = SyncUpsFile(url: self.url)
    try file.recordMeeting(self.meeting(seconds: 5))
    file.discardMeeting(uuid(9))
    #expect(self.journals() == [])
    try file.recordMeeting(self.meeting(seconds: 6))
    #expect(self.journals() == [])
  }
}

/// Recovers the journals whose owners are gone, waiting up to two seconds for a lock to be
/// released: a child process that another test is starting holds a copy of this process's
/// descriptors until it runs its program.
private func recoverSoon(_ file: SyncUpsFile) -> [MeetingInProgress] {
  let deadline = Date().addingTimeInterval(2)
  while true {
    let meetings = file.recoverMeetings()
    if !meetings.isEmpty || Date() > deadline { return meetings }
    // sleep-ok: poll interval of a loop bounded by its 2 s deadline.
    Thread.sleep(forTimeInterval: 0.02)
  }
}
