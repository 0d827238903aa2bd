import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

/// Random and mutated data files, and random command streams: no crash, and no sync-up lost.
///
/// The generator is seeded, so a failure names the seed that reproduces it.
@MainActor
struct FuzzTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SyncUpsFuzz-\(UUID().uuidString)", isDirectory: true)

  var url: URL { self.directory.appendingPathComponent("syncups.json") }

  static let valid: Data = {
    var syncUp = SyncUp.fixture()
    syncUp.meetings = [
      Meeting(id: uuid(7), date: Date(timeIntervalSince1970: 1_700_000_000), transcript: "hi")
    ]
    return try! SyncUpsFileFormat.encode([syncUp, .fixture(id: 200, title: "Other")])
  }()

  static let tokens = [
    "-1", "0", "99999999999999999999999", "1e308", "null", "true", "\"\"", "[]", "{}", "\"x\"",
    "\"\u{1B}[31m\"", "\"00000000-0000-0000-0000-000000000100\"", ",", "[", "]", "{", "}", ":",
    "86401", "\"2024-13-45T99:99:99Z\"", "\"\\ud800\"",
  ]

  /// Mutates a valid file: byte flips, token swaps, duplicated or dropped ranges, truncation.
  static func mutate(_ data: Data, _ random: inout SplitMix) -> Data {
    var bytes = [UInt8](data)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      guard !bytes.isEmpty else { break }
      let at = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        bytes[at] = UInt8.random(in: 0...255, using: &random)
      case 1:
        bytes.insert(contentsOf: Array(tokens.randomElement(using: &random)!.utf8), at: at)
      case 2:
        let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
        bytes.insert(contentsOf: bytes[at..<end], at: end)
      case 3:
        let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
        bytes.removeSubrange(at..<end)
      default:
        bytes.removeSubrange(at...)
      }
    }
    return Data(bytes)
  }

  @Test func randomAndMutatedFilesNeverCrashAndAreBackedUpIntact() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    var random = SplitMix(seed: 0x5EED_0015)
    var refused = 0
    for iteration in 0..<400 {
      let data: Data =
        iteration % 4 == 0
        ? Data(
          (0..<Int.random(in: 0...300, using: &random)).map { _ in
            UInt8.random(in: 0...255, using: &random)
          })
        : Self.mutate(Self.valid, &random)
      try data.write(to: self.url)
      let storage = SyncUpsFile(url: self.url)
      do {
        let syncUps = try storage.load() ?? []
        // Whatever loads can be shown, run and saved.
        for syncUp in syncUps {
          _ = DurationFormat.format(syncUp.duration)
          _ = RecordMeeting.State(meetingID: uuid(0), syncUp: Shared(value: syncUp)).startOfSpeaker(
            syncUp.attendees.count)
        }
        try storage.save(syncUps)
      } catch let error as SyncUpsStorageError {
        refused += 1
        guard case .corrupt = error else {
          Issue.record("iteration \(iteration): \(error)")
          continue
        }
        let backup = try storage.backUp()
        #expect(
          try Data(contentsOf: URL(fileURLWithPath: backup)) == data, "iteration \(iteration)")
        try FileManager.default.removeItem(atPath: backup)
      }
    }
    #expect(refused > 100, "the mutations should mostly produce invalid files")
  }

  static let commands = [
    "add", "save", "cancel", "title Standup", "title \u{1B}[2J", "duration 2s", "duration 0",
    "duration 99999999999999999h", "duration -5", "duration 1m30s", "attendee Ann",
    "attendee Bob", "remove 1", "remove 9", "rename 1 Zed", "rename x", "theme sky", "theme 99",
    "1", "2", "3", "0", "-1", "back", "start", "next", "note hi", "end", "edit", "delete", "help",
    "", "frobnicate", "wait 0", "rm 1", "99999999999999999999",
  ]

  @Test(arguments: 0..<12)
  func randomCommandStreamsNeverCrashNorLoseASyncUp(seed: Int) async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    var random = SplitMix(seed: UInt64(seed))
    let storage = SyncUpsStorage.file(self.url)
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsStorage = storage
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 1_700_000_000))
      $0.continuousClock = ContinuousClock()
    }
    let app = TerminalApp(
      store: store, storage: storage, style: .plain, isInteractive: false, dataPath: self.url.path,
      write: { _ in }
    )
    for step in 0..<80 {
      let line = Self.commands.randomElement(using: &random)!
      let before = store.syncUpsList.syncUps.ids
      let wasConfirmingDeletion = store.currentScreen is PromptScreen
      _ = await app.handle(line)
      let lost = before.subtracting(store.syncUpsList.syncUps.ids)
      #expect(
        lost.isEmpty || (wasConfirmingDeletion && lost.count == 1),
        "seed \(seed), step \(step): '\(line)' removed \(lost.count) sync-up(s)"
      )
    }
    await app.terminateSession()
    let saved = try SyncUpsFileFormat.decode(Data(contentsOf: self.url))
    #expect(saved == store.syncUpsList.syncUps, "seed \(seed): the file is what the app shows")
  }
}

/// A small seeded random number generator (SplitMix64), so fuzz runs reproduce.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    self.state = seed
  }

  mutating func next() -> UInt64 {
    self.state &+= 0x9E37_79B9_7F4A_7C15
    var value = self.state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
