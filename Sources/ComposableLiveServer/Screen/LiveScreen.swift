#if LiveServer
  import ComposableViews

  /// What the server drives for one browser tab: a rendered root view that takes events and reports
  /// its changes as patches, in the view layer's own types (`ViewEvent`, `ViewEventResult`,
  /// `ViewPatch`). `ComposableViews.ViewHost` is the screen apps use; tests and tools may plug in
  /// their own.
  @_spi(LiveScreen)
  @MainActor
  public protocol LiveScreen: AnyObject {
    /// The body HTML of the whole screen; later patches are relative to it.
    func render() -> String
    /// Applies one event from the page to the element that rendered `event.target`.
    func handle(_ event: ViewEvent) -> ViewEventResult
    /// What changed since the last render or patches, in order.
    func takePatches() -> [ViewPatch]
    /// Called when state a rendered view read has changed, on a main-actor turn of its own (never
    /// inside ``handle(_:)``); the server then takes patches at once.
    var onInvalidate: (@MainActor () -> Void)? { get set }
    /// The title of the screen on top, for the document's `<title>`.
    var title: String { get }
    /// Goes to the screens the address `path` names, for a new tab whose address is not `/` (a
    /// reload, a shared link), before its first page is rendered: `ignored` when no screen has
    /// that address (the first screen is shown), `unknownTarget` when the screen writes nothing
    /// into the address.
    func open(address path: String) -> ViewEventResult
  }

  extension LiveScreen {
    /// A screen that writes nothing into the address shows its first screen at every address.
    public func open(address path: String) -> ViewEventResult {
      .unknownTarget
    }
  }
#endif
