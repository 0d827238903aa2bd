import ComposableViews
import Foundation
import Testing

@testable import SyncUpsFeatures
@testable import SyncUpsViews

/// What a served tab is sent when one sync-up of the list changes: the changed card, and the
/// other cards only as "keep" markers, so a change costs a card's bytes, not the list's.
@MainActor
struct SyncUpsPatchTests {
  @Test func renamingOneSyncUpSendsOnlyItsCard() async throws {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = SettledTestClock()
      $0.syncUpsStorage = .inMemory([
        .fixture(), .fixture(id: 200, title: "Retro"), .fixture(id: 300, title: "Planning"),
      ])
    }
    let host = ViewHost(AppView(store: store))
    // As a server keeps it: units let their HTML go once it is sent.
    host.keepsHTML = false
    let page = host.render()
    #expect(page.contains(">Retro<") && page.contains(">Planning<"))

    store.syncUpsList.$syncUps.withLock { $0[0].title = "Renamed" }
    let html = host.takePatches().map(\.html).joined()
    expectOnlyTheRenamedCard(in: html)
  }
}

/// Checks the patches' HTML after "Design" was renamed "Renamed" in a list of it, "Retro" and
/// "Planning": the renamed card is sent, the other two are kept (`tca-keep`), not sent again.
func expectOnlyTheRenamedCard(
  in html: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(html.contains(">Renamed<"), sourceLocation: sourceLocation)
  #expect(
    !html.contains(">Retro<"), "an unchanged card is sent again", sourceLocation: sourceLocation)
  #expect(
    !html.contains(">Planning<"), "an unchanged card is sent again", sourceLocation: sourceLocation)
  #expect(
    html.components(separatedBy: "<tca-keep ").count - 1 == 2,
    "the two unchanged cards are not both kept: \(html)", sourceLocation: sourceLocation)
}
