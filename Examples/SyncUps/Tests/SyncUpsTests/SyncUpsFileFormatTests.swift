import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

/// The data file is read strictly: whatever would crash or mislead the app is refused with a
/// sentence saying where the problem is.
struct SyncUpsFileFormatTests {
  func file(_ syncUps: String...) -> Data {
    Data("[\(syncUps.joined(separator: ","))]".utf8)
  }

  func syncUp(
    id: String = "00000000-0000-0000-0000-000000000001", duration: String = "60",
    attendees: String = "[]", meetings: String = "[]", title: String = "\"Design\""
  ) -> String {
    """
    {"id":"\(id)","attendees":\(attendees),"durationInSeconds":\(duration),\
    "meetings":\(meetings),"theme":"sky","title":\(title)}
    """
  }

  func problem(_ data: Data) -> String? {
    do {
      _ = try SyncUpsFileFormat.decode(data)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func aValidFileDecodes() throws {
    let syncUps = try SyncUpsFileFormat.decode(self.file(self.syncUp()))
    #expect(syncUps.map(\.title) == ["Design"])
    #expect(try SyncUpsFileFormat.decode(SyncUpsFileFormat.encode(syncUps)) == syncUps)
  }

  @Test func twoSyncUpsWithOneIDAreRefused() {
    let reason = self.problem(self.file(self.syncUp(), self.syncUp(title: "\"Again\"")))
    #expect(reason?.contains("sync-up 2 ('Again') has the same id as an earlier one") == true)
  }

  @Test func duplicateAttendeesAndMeetingsAreRefused() {
    let attendee = #"{"id":"00000000-0000-0000-0000-000000000002","name":"A"}"#
    let duplicates = self.problem(self.file(self.syncUp(attendees: "[\(attendee),\(attendee)]")))
    #expect(duplicates?.contains("Duplicate element") == true)
    #expect(duplicates?.contains("attendees") == true)
  }

  @Test(arguments: ["-1", "86401", "99999999999999999999", "1e300", "\"60\"", "null", "1.5"])
  func durationsOutOfRangeOrOfTheWrongTypeAreRefused(duration: String) {
    #expect(self.problem(self.file(self.syncUp(duration: duration))) != nil)
  }

  @Test func wrongTypesAndMissingFieldsSayWhere() {
    #expect(
      self.problem(self.file(self.syncUp(title: "42")))?.contains("[0].title") == true
    )
    #expect(self.problem(Data(#"[{"id":"x"}]"#.utf8)) != nil)
    #expect(self.problem(Data("{}".utf8)) != nil)
    #expect(self.problem(Data()) != nil)
    #expect(self.problem(Data([0xFF, 0xFE, 0x00])) != nil)
  }

  @Test func hugeFilesAreRefusedUnread() {
    let size = SyncUpsFileFormat.maximumFileSize + 1
    #expect(self.problem(Data(count: size))?.contains("more than the 32 MB") == true)
  }

  @Test func deeplyNestedJSONIsRefusedNotACrash() {
    let depth = 100_000
    let data = Data(
      (String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
    #expect(self.problem(data) != nil)
  }
}
