#if LiveServer
  import ComposableArchitecture
  @_spi(Rendering) import ComposableViews
  import Foundation
  import Logging
  import SyncUpsFeatures
  import SyncUpsViews

  @_spi(LiveScreen) import ComposableLiveServer
  import LiveServerTestSupport

  /// What `live-load` serves and what each simulated tab does once a second.
  ///
  /// `syncups` (the default) is the example app's list screen: every tab gets its own store over
  /// one in-memory set of sample sync-ups, as `SyncUpsWeb` gives every tab its own store over one
  /// data file; a tab alternately opens the first sync-up (a push) and goes back (a pop). `demo`
  /// is the test suite's demo feature (``DemoView`` over a store per tab, one shared board): a tab
  /// clicks its counter.
  enum LoadScenario: String {
    case syncups
    case demo

    /// The server, for `configuration`; SyncUps keeps its sync-ups in `storage` (the samples in
    /// memory when it is nil).
    @MainActor
    func server(
      configuration: LiveServerConfiguration, logger: Logger, storage: SyncUpsStorage? = nil
    ) -> LiveServer {
      switch self {
      case .syncups:
        let storage =
          storage
          ?? SyncUpsStorage.inMemory(
            IdentifiedArray(uniqueElements: SyncUp.samples(uuid: { UUID() })))
        return LiveServer(
          host: "127.0.0.1", port: 0, configuration: configuration, logger: logger
        ) {
          AppView(
            store: Store(initialState: AppFeature.State()) {
              AppFeature()
            } withDependencies: {
              $0.syncUpsStorage = storage
            }
          )
        }
      case .demo:
        let tabs = DemoTabs(recording: false)
        return LiveServer(
          host: "127.0.0.1", port: 0, configuration: configuration, logger: logger
        ) {
          tabs.makeView()
        }
      }
    }

    /// The events a tab sends, found in the page's first render.
    func script(firstRender html: String) throws -> LoadScript {
      switch self {
      case .syncups:
        // The first sample's card (a navigation link: a button) and the stack it pushes onto.
        guard let card = Self.id(ofElementEnclosing: ">Design<", in: html),
          let stack = Self.id(ofElementWith: PageContract.Attribute.stack, in: html)
        else {
          throw LoadFailure("the SyncUps list has no card for the sample sync-up “Design”")
        }
        return LoadScript { seq in
          seq % 2 == 1
            ? LoadEvent(
              kind: ViewEvent.Kind.click.rawValue, target: card, expected: "Start meeting")
            : LoadEvent(kind: ViewEvent.Kind.back.rawValue, target: stack, expected: nil)
        }
      case .demo:
        // The Increment button; each click's patch shows the new count.
        guard let increment = RenderedHTML(html).buttonID("Increment") else {
          throw LoadFailure("the demo's first render has no Increment button")
        }
        return LoadScript { seq in
          LoadEvent(
            kind: ViewEvent.Kind.click.rawValue, target: increment, expected: ">Count: \(seq)<")
        }
      }
    }

    /// The id of the innermost `<button>` or `<a>` that opens before `marker` in `html`.
    static func id(ofElementEnclosing marker: String, in html: String) -> String? {
      guard let at = html.range(of: marker) else { return nil }
      let before = html[..<at.lowerBound]
      let opening = [
        before.range(of: "<button ", options: .backwards),
        before.range(of: "<a ", options: .backwards),
      ].compactMap { $0 }.max {
        $0.lowerBound < $1.lowerBound
      }
      guard let opening else { return nil }
      return self.idAttribute(in: html[opening.lowerBound...])
    }

    /// The id of the first element carrying `attribute`.
    static func id(ofElementWith attribute: String, in html: String) -> String? {
      guard let at = html.range(of: " \(attribute)") else { return nil }
      let tagStart = html[..<at.lowerBound].range(of: "<", options: .backwards)
      guard let tagStart else { return nil }
      return self.idAttribute(in: html[tagStart.lowerBound...])
    }

    /// The value of the first `id="…"` in the tag that `tag` starts with.
    private static func idAttribute(in tag: Substring) -> String? {
      let head = tag.prefix { $0 != ">" }
      guard let start = head.range(of: " id=\"") else { return nil }
      return String(head[start.upperBound...].prefix { $0 != "\"" })
    }
  }

  /// What a tab sends for each event number.
  struct LoadScript: Sendable {
    let event: @Sendable (Int) -> LoadEvent
  }

  /// One event a tab sends, and what the answer to it must contain (besides acknowledging it).
  struct LoadEvent: Sendable {
    let kind: String
    let target: String
    let expected: String?

    /// The event as the page sends it.
    func message(seq: Int) -> String {
      #"{"v":1,"seq":\#(seq),"kind":"\#(self.kind)","target":"\#(self.target)","value":null}"#
    }
  }
#endif
