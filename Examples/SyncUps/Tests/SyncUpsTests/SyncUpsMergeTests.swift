import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

/// Two SyncUps on one file: whatever each changed survives the merge.
struct SyncUpsMergeTests {
  let a = SyncUp.fixture(id: 100, title: "A")
  let b = SyncUp.fixture(id: 200, title: "B")
  let c = SyncUp.fixture(id: 300, title: "C")

  @Test func additionsOnBothSidesAreKept() {
    let merge = SyncUpsMerge(base: [a], mine: [a, b], theirs: [a, c])
    #expect(merge.syncUps.map(\.title) == ["A", "C", "B"])
    #expect(merge.conflicts.isEmpty)
  }

  @Test func aDeletionOnOneSideIsKeptUnlessTheOtherEdited() {
    #expect(SyncUpsMerge(base: [a, b], mine: [a], theirs: [a, b]).syncUps.map(\.title) == ["A"])
    #expect(SyncUpsMerge(base: [a, b], mine: [a, b], theirs: [b]).syncUps.map(\.title) == ["B"])
    var edited = b
    edited.theme = .navy
    let merge = SyncUpsMerge(base: [a, b], mine: [a], theirs: [a, edited])
    #expect(merge.syncUps.map(\.theme) == [.sky, .navy])
  }

  @Test func editsToDifferentFieldsAndMeetingsAreBothKept() {
    var mine = a
    mine.title = "A (mine)"
    mine.meetings = [Meeting(id: uuid(1), date: Date(timeIntervalSince1970: 1), transcript: "1")]
    var theirs = a
    theirs.theme = .navy
    theirs.meetings = [Meeting(id: uuid(2), date: Date(timeIntervalSince1970: 2), transcript: "2")]
    let merge = SyncUpsMerge(base: [a], mine: [mine], theirs: [theirs])
    #expect(merge.syncUps.first?.title == "A (mine)")
    #expect(merge.syncUps.first?.theme == .navy)
    #expect(merge.syncUps.first?.meetings.map(\.transcript) == ["2", "1"])
    #expect(merge.conflicts.isEmpty)
  }

  @Test func theSameFieldChangedOnBothSidesKeepsMineAndSaysSo() {
    var mine = a
    mine.title = "Mine"
    var theirs = a
    theirs.title = "Theirs"
    let merge = SyncUpsMerge(base: [a], mine: [mine], theirs: [theirs])
    #expect(merge.syncUps.map(\.title) == ["Mine"])
    #expect(merge.conflicts == ["'Mine': both changed its title; kept this session's"])
  }
}
