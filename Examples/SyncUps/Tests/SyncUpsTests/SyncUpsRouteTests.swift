import ComposableViews
import Foundation
import Testing

@testable import SyncUpsFeatures
@testable import SyncUpsViews

/// The app's addresses (`SyncUpsRoute`): what each stack writes, and the stack each address
/// opens, through the screen as the live server drives it (`ViewHost.open(address:)` for a new
/// tab, `route` events for Back and Forward).
@MainActor
struct SyncUpsRouteTests {
  static let syncUpPath = "/syncups/00000000-0000-0000-0000-000000000100"
  static let meetingID = uuid(900)

  func app(_ storage: SyncUpsStorage) -> (StoreOf<AppFeature>, ScreenTest) {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = SettledTestClock()
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.syncUpsStorage = storage
      $0.uuid = .incrementing
    }
    return (store, ScreenTest(AppView(store: store).navigationRoute(SyncUpsRoute())))
  }

  func storage() -> SyncUpsStorage {
    var syncUp = SyncUp.fixture()
    syncUp.meetings = [
      Meeting(id: Self.meetingID, date: Date(timeIntervalSince1970: 0), transcript: "Shipped")
    ]
    return .inMemory([syncUp, .fixture(id: 200, title: "Retro")])
  }

  /// The address the page is given: the stack's `data-tca-route`.
  func address(_ screen: ScreenTest) -> String? {
    let html = screen.html
    guard let start = html.range(of: "data-tca-route=\"") else { return nil }
    return String(html[start.upperBound...].prefix { $0 != "\"" })
  }

  @Test func eachStackWritesItsAddress() async throws {
    let (store, screen) = self.app(self.storage())
    #expect(self.address(screen) == "/")
    try screen.tap("Design")
    #expect(self.address(screen) == Self.syncUpPath)
    try screen.tap(MeetingView.dateText(Date(timeIntervalSince1970: 0)))
    #expect(store.path.count == 2)
    #expect(
      self.address(screen)
        == "\(Self.syncUpPath)/meetings/\(Self.meetingID.uuidString.lowercased())")
    try screen.back()
    try screen.tap("Start meeting")
    try await screen.waitUntil { _ in store.path.count == 2 }
    #expect(self.address(screen) == "\(Self.syncUpPath)/record")
  }

  @Test func aNewTabOpensTheScreensOfItsAddress() {
    for (path, screens) in [
      (Self.syncUpPath, ["detail"]),
      (
        Self.syncUpPath.uppercased().replacingOccurrences(of: "/SYNCUPS/", with: "/syncups/"),
        ["detail"]
      ),
      ("\(Self.syncUpPath)/meetings/\(Self.meetingID)", ["detail", "meeting"]),
      ("\(Self.syncUpPath)/record", ["detail", "record"]),
      ("/", []),
    ] {
      let (store, screen) = self.app(self.storage())
      #expect(screen.host.open(address: path) == .handled, "\(path)")
      #expect(store.path.map(Self.name) == screens, "\(path)")
      // The screen on top: a past meeting shows its transcript, the others the sync-up.
      if screens.last == "meeting" {
        #expect(screen.contains("Shipped"), "\(path)")
      } else if !screens.isEmpty {
        #expect(screen.contains("Design"), "\(path)")
      }
    }
  }

  @Test func unknownAndHostileAddressesShowTheRoot() {
    let hostile = [
      "/nope", "/syncups", "/syncups/", "/syncups/not-a-uuid",
      "/syncups/00000000-0000-0000-0000-000000000999",
      "\(Self.syncUpPath)/meetings/\(uuid(12345))", "\(Self.syncUpPath)/meetings/x",
      "\(Self.syncUpPath)/record/extra", "\(Self.syncUpPath)/edit",
      "\(Self.syncUpPath)/../../etc/passwd", "/%00", "/<script>alert(1)</script>", "",
      "javascript:alert(1)", "/" + String(repeating: "syncups/", count: 5_000),
      "/syncups/\u{0}\u{FFFF}", "/syncups/\(Self.syncUpPath)",
    ]
    for path in hostile {
      let (store, screen) = self.app(self.storage())
      try? screen.tap("Design")
      #expect(store.path.count == 1)
      guard case .ignored = screen.host.open(address: path) else {
        Issue.record("\(path.prefix(80)) was taken")
        continue
      }
      #expect(store.path.isEmpty, "\(path.prefix(80))")
      #expect(self.address(screen) == "/")
    }
  }

  @Test func randomAddressesNeverTrap() {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      "/", "syncups", "meetings", "record", "%", "..", "00000000-0000-0000-0000-000000000100",
    ]
    withDependencies {
      $0.syncUpsStorage = self.storage()
      $0.uuid = .incrementing
    } operation: {
      for _ in 0..<2_000 {
        var path = ""
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
          if Bool.random(using: &generator) {
            path += pieces.randomElement(using: &generator)!
          } else {
            path.unicodeScalars.append(
              Unicode.Scalar(UInt8.random(in: 0...255, using: &generator)))
          }
        }
        _ = SyncUpsRoute().stack(for: path)
      }
    }
  }

  @Test func backAndForwardGoToTheStackOfTheAddress() throws {
    let (store, screen) = self.app(self.storage())
    try screen.tap("Design")
    let detailID = try #require(store.path.ids.first)
    try screen.tap(MeetingView.dateText(Date(timeIntervalSince1970: 0)))
    #expect(store.path.count == 2)
    // Back to the detail: the detail keeps its place (and state) in the stack.
    #expect(self.route(screen, Self.syncUpPath) == .handled)
    #expect(store.path.ids == [detailID])
    // Back to the list, then Forward to the detail again.
    #expect(self.route(screen, "/") == .handled)
    #expect(store.path.isEmpty)
    #expect(self.route(screen, Self.syncUpPath) == .handled)
    #expect(store.path.map(Self.name) == ["detail"])
    #expect(self.address(screen) == Self.syncUpPath)
    // Another sync-up's address replaces the detail.
    #expect(self.route(screen, "/syncups/00000000-0000-0000-0000-000000000200") == .handled)
    #expect(screen.contains("Retro"))
    #expect(store.path.count == 1)
  }

  @Test func withoutARouteNoStackWritesTheAddress() {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsStorage = self.storage()
    }
    let screen = ScreenTest(AppView(store: store))
    #expect(screen.host.open(address: Self.syncUpPath) == .unknownTarget)
    #expect(store.path.isEmpty)
    #expect(self.address(screen) == nil)
  }

  /// Sends a `route` event, as the page does on Back and Forward.
  func route(_ screen: ScreenTest, _ path: String) -> ViewEventResult {
    guard let id = self.stackID(screen) else { return .unknownTarget }
    return screen.host.handle(ViewEvent(.route, target: id, value: path))
  }

  func stackID(_ screen: ScreenTest) -> String? {
    let html = screen.html
    guard let route = html.range(of: "data-tca-route=\"") else { return nil }
    // The stack's id comes before its route in its opening tag.
    let tag = html[..<route.lowerBound]
    guard let idStart = tag.range(of: "id=\"", options: .backwards) else { return nil }
    return String(tag[idStart.upperBound...].prefix { $0 != "\"" })
  }

  static func name(_ state: AppFeature.Path.State) -> String {
    switch state {
    case .detail: return "detail"
    case .meeting: return "meeting"
    case .record: return "record"
    }
  }
}
