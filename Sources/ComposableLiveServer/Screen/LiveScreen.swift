#if LiveServer
  /// What the server drives for one browser tab: a rendered root view that takes events and reports
  /// its changes as patches. `ComposableViews.ViewHost` is the screen apps use; tests and tools may
  /// plug in their own.
  @_spi(LiveScreen)
  @MainActor
  public protocol LiveScreen: AnyObject {
    /// The body HTML of the whole screen; later patches are relative to it.
    func render() -> String
    /// Applies one event from the page to the element that rendered `event.target`.
    func handle(_ event: LiveEvent) -> LiveEventOutcome
    /// What changed since the last render or patches, in order.
    func takePatches() -> [LivePatch]
    /// Called when state a rendered view read has changed; the server then takes patches.
    var onInvalidate: (@MainActor () -> Void)? { get set }
    /// The title of the screen on top, for the document's `<title>`.
    var title: String { get }
    /// Goes to the screens the address `path` names, for a new tab whose address is not `/` (a
    /// reload, a shared link), before its first page is rendered: `ignored` when no screen has
    /// that address (the first screen is shown), `unknownTarget` when the screen writes nothing
    /// into the address.
    func open(address path: String) -> LiveEventOutcome
  }

  extension LiveScreen {
    /// A screen that writes nothing into the address shows its first screen at every address.
    public func open(address path: String) -> LiveEventOutcome {
      .unknownTarget
    }
  }

  /// One event from the page, as the server hands it to a ``LiveScreen``.
  @_spi(LiveScreen)
  public struct LiveEvent: Sendable, Hashable {
    /// `click`, `input`, `change`, `submit`, `dismiss`, `back` or `route`.
    public var kind: String
    /// The id of the element the event happened on.
    public var target: String
    /// The element's value, for `input` and `change`.
    public var value: String?

    /// An event of a kind on an element.
    public init(kind: String, target: String, value: String? = nil) {
      self.kind = kind
      self.target = target
      self.value = value
    }
  }

  /// What became of an event a ``LiveScreen`` was given.
  @_spi(LiveScreen)
  public enum LiveEventOutcome: Sendable, Equatable {
    /// The event reached the view and was applied.
    case handled
    /// No element has that id now (a newer patch removed it): the event is dropped.
    case unknownTarget
    /// The element exists but refused the event; the reason.
    case ignored(String)
  }

  /// Replaces the element whose id is `target` with `html` (see the wire protocol document).
  @_spi(LiveScreen)
  public struct LivePatch: Sendable, Hashable, Codable {
    /// The id of the element to replace.
    public var target: String
    /// Its new outer HTML; `<tca-keep id="X"></tca-keep>` stands for the element X in the page.
    public var html: String

    /// A patch replacing `target` with `html`.
    public init(target: String, html: String) {
      self.target = target
      self.html = html
    }
  }
#endif
