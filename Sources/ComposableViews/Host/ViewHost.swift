import IssueReporting

/// Renders one root view to HTML and keeps it live: state changes become patches, and the
/// person's events reach the views that rendered the elements they acted on.
///
/// A server keeps one host per browser tab; ``ScreenTest`` drives one in tests.
///
/// ```swift
/// let host = ViewHost(CounterView(store: store))
/// let page = host.render()                      // the whole screen
/// host.handle(ViewEvent(.click, target: id))    // the person clicked a button
/// let patches = host.takePatches()              // only what changed
/// ```
@MainActor
public final class ViewHost {
  /// Called, at most once until the next ``takePatches()``, when state that a rendered view
  /// read has changed. Call ``takePatches()`` soon after: changes made together then arrive
  /// together.
  public var onInvalidate: (@MainActor () -> Void)?

  /// How many view bodies were evaluated since the host was made: a body is evaluated again
  /// only when state it read changed, or its parent gave it different values.
  public internal(set) var bodyEvaluations = 0

  // The tables a render fills are `@exclusivity(unchecked)`: the host is the main actor's, and
  // no access to them is held while other code runs (a handler is looked up, then called), so
  // accesses never overlap; checking that at run time cost as much as the lookups themselves.
  @exclusivity(unchecked) var handlers: [String: @MainActor (ViewEvent) -> ViewEventResult] = [:]
  let signal: InvalidationSignal
  @exclusivity(unchecked) private var units: [Int: ViewUnit] = [:]
  @exclusivity(unchecked) private var nextToken = 0
  private var pass = 0
  private var root: ViewUnit!
  private var appearing: [LifecycleEntry] = []
  private var disappearing: [LifecycleEntry] = []
  private var afterRenderActions: [@MainActor () -> Void] = []
  /// The title as of a render pass.
  private var titleOfPass: (pass: Int, title: String)?
  /// The size in bytes of the last page ``render()`` wrote.
  private var lastPageSize = 0

  /// Creates a host for a root view. Nothing is rendered until ``render()``.
  public init<Content: View>(_ content: Content) {
    let notifier = HostNotifier()
    self.signal = InvalidationSignal {
      MainActorHop.shared.schedule { notifier.host?.onInvalidate?() }
    }
    notifier.host = self
    var environment = EnvironmentValues()
    environment.openURL = OpenURLAction(owner: notifier) { url in
      notifier.host?.openedURLs.append(url)
    }
    self.root = self.makeUnit(
      id: "r", depth: 0, content: RootContent(content), environment: environment)
  }

  /// The addresses the screen asked to open (`@Environment(\.openURL)`), oldest first.
  public internal(set) var openedURLs: [URL] = []

  /// Whether units keep the HTML they rendered until they render again.
  ///
  /// Kept (the default), ``render()`` writes the page from what each view rendered last, and
  /// ``ScreenTest`` reads the screen from it. Not kept, each unit lets its HTML go once the page
  /// or patch it is in is written, and ``render()`` renders every view again: a server sets this
  /// to false, since an idle tab's memory matters more to it than the time of a reload.
  public var keepsHTML = true

  /// Units holding HTML that goes once the page or patches are written (when HTML is not kept).
  @exclusivity(unchecked) private var holdingHTML: [ViewUnit] = []

  /// The whole screen as HTML (the content of `<body>`). What changed before this call is in
  /// it, so the next ``takePatches()`` only returns later changes.
  public func render() -> String {
    if self.root.renderedPass < 0 || !self.keepsHTML {
      // The first page, or units that let their HTML go: every view renders (with the changes
      // since the last render in it).
      _ = self.signal.drain()
      for unit in self.units.values { unit.isDirty = true }
      self.pass += 1
      _Renderer.renderPass(self.root, pass: self.pass, of: self)
      self.runLifecycle()
    }
    _ = self.renderChanges()
    // Room for the page at once: as large as the last one, or a guess from the number of units.
    let capacity = max(self.lastPageSize, self.units.count * 256)
    var writer = HTMLWriter(pass: self.pass, keepsUnchanged: false, capacity: capacity)
    writer.write(self.root)
    self.lastPageSize = writer.byteCount
    self.letHTMLGo()
    return writer.output
  }

  /// Renders again what changed since the last ``render()`` or ``takePatches()``, and returns
  /// the patches that bring a page showing the old render up to date, in order.
  public func takePatches() -> [ViewPatch] {
    let patches = self.renderChanges()
    self.letHTMLGo()
    return patches
  }

  private func renderChanges() -> [ViewPatch] {
    guard self.root.renderedPass >= 0 else { return [] }
    var patches: [ViewPatch] = []
    // Lifecycle modifiers may change state again; a few rounds settle that.
    for _ in 0..<8 {
      let tokens = self.signal.drain()
      guard !tokens.isEmpty else { break }
      let dirty = tokens.compactMap { self.units[$0] }.filter { !$0.isDetached }
      for unit in dirty { unit.isDirty = true }
      self.pass += 1
      for unit in dirty.sorted(by: { $0.depth < $1.depth }) where unit.isDirty && !unit.isDetached {
        _Renderer.renderPass(unit, pass: self.pass, of: self)
        var writer = HTMLWriter(pass: self.pass, keepsUnchanged: true)
        writer.write(unit)
        patches.append(ViewPatch(target: unit.id, html: writer.output))
      }
      self.runLifecycle()
    }
    return patches
  }

  /// A unit rendered: it holds its HTML until it is written, when HTML is not kept.
  func didRender(_ unit: ViewUnit) {
    if !self.keepsHTML { self.holdingHTML.append(unit) }
  }

  /// Units that do not keep their HTML let it go (it is written).
  private func letHTMLGo() {
    guard !self.holdingHTML.isEmpty else { return }
    for unit in self.holdingHTML { unit.html = [] }
    self.holdingHTML = []
  }

  /// Applies an event to the element it names.
  @discardableResult
  public func handle(_ event: ViewEvent) -> ViewEventResult {
    if event.kind == .back {
      // The browser's back button: the back button of the screen on top, wherever it is.
      guard let id = self.root.lastLandmark(.backButton), let handler = self.handlers[id]
      else { return .ignored("No pushed screen to go back from.") }
      return handler(ViewEvent(.click, target: id))
    }
    guard let handler = self.handlers[event.target] else { return .unknownTarget }
    return handler(event)
  }

  /// Goes to the screens the page's address `path` names: the navigation stack that writes the
  /// address (`.navigationRoute(_:)`) is set to the stack its ``RouteCodec`` reads from `path`,
  /// or to its root screen when no screen has that address (the result is then `ignored`). A
  /// server calls it for a new tab whose address is not `/` (a reload, a shared link), before
  /// the first page. With no such stack on screen the result is ``ViewEventResult/unknownTarget``.
  @discardableResult
  public func open(address path: String) -> ViewEventResult {
    if self.root.renderedPass < 0 { _ = self.render() }
    guard let id = self.root.lastLandmark(.route), let handler = self.handlers[id] else {
      return .unknownTarget
    }
    return handler(ViewEvent(.route, target: id, value: path))
  }

  /// The elements on screen, in document order, without those in hidden parts.
  func visibleElements() -> [RenderedElement] {
    flatten(self.root.rendered)
  }

  /// The navigation title of the screen on top as last rendered, or an empty string. Reading it
  /// renders nothing and takes no patches.
  public var title: String {
    // Noted by each unit as it renders (see `UnitLandmark`): no HTML is read back.
    if let cached = self.titleOfPass, cached.pass == self.pass { return cached.title }
    let title = self.root.lastLandmark(.title) ?? ""
    self.titleOfPass = (self.pass, title)
    return title
  }

  // MARK: Units

  var rootUnit: ViewUnit { self.root }

  func makeUnit(
    id: String, depth: Int, content: UnitContent, environment: EnvironmentValues
  ) -> ViewUnit {
    self.nextToken += 1
    let unit = ViewUnit(
      id: id, token: self.nextToken, depth: depth, content: content, environment: environment)
    self.units[unit.token] = unit
    return unit
  }

  /// Makes room for `count` more units.
  func reserveUnits(_ count: Int) {
    self.units.reserveCapacity(self.units.count + count)
    // Most units of a list register a handler or two (a row's button or link).
    self.handlers.reserveCapacity(self.handlers.count + count)
  }

  func removeHandlers(of unit: ViewUnit) {
    for id in unit.handlerIDs { self.handlers[id] = nil }
    unit.handlerIDs = HandlerIDs()
  }

  /// A unit left the screen: its children too, its tasks are cancelled, its state is gone.
  func detach(_ unit: ViewUnit) {
    unit.isDetached = true
    self.removeHandlers(of: unit)
    self.units[unit.token] = nil
    self.disappearing.append(contentsOf: unit.lifecycle.values)
    unit.lifecycle = [:]
    for slot in unit.childSlots { self.detach(slot.unit) }
    unit.childSlots = []
    unit.stateSlots = [:]
  }

  func updateLifecycle(of unit: ViewUnit, to entries: [String: LifecycleEntry]) {
    var updated: [String: LifecycleEntry] = [:]
    for (key, entry) in entries {
      if let existing = unit.lifecycle[key] {
        existing.update(from: entry)
        updated[key] = existing
      } else {
        updated[key] = entry
        self.appearing.append(entry)
      }
    }
    for (key, entry) in unit.lifecycle where entries[key] == nil {
      self.disappearing.append(entry)
    }
    unit.lifecycle = updated
  }

  /// Runs an action once the render in progress is done, like `.onChange` actions.
  func afterRender(_ action: @escaping @MainActor () -> Void) {
    self.afterRenderActions.append(action)
  }

  private func runLifecycle() {
    let disappearing = self.disappearing
    let appearing = self.appearing
    let actions = self.afterRenderActions
    self.disappearing = []
    self.appearing = []
    self.afterRenderActions = []
    for entry in disappearing { entry.disappear() }
    for entry in appearing { entry.appear() }
    for action in actions { action() }
  }

  func reportDuplicate(id: String, view: String) {
    reportIssue(
      """
      Two views in one place have the same identity ("\(id)", rendering \(view)). \
      This usually means a "ForEach" has two elements with the same id: only the last is kept \
      live, and taps on the others may reach the wrong element. Give each element a unique id \
      (an "Identifiable" id, or "ForEach(_:id:)" with a key path to a unique value).
      """
    )
  }
}

/// Lets the invalidation signal, made before the host exists, reach it without keeping it.
private final class HostNotifier: Sendable {
  // Unsafe is safe here: written once, on the main actor, in the host's initializer before any
  // notification can be sent; read only in main-actor tasks after that.
  nonisolated(unsafe) weak var host: ViewHost?
}

/// The root of a host: the view it was made with.
private final class RootContent<V: View>: UnitContent {
  let view: V
  init(_ view: V) { self.view = view }
  override var viewName: String { String(describing: V.self) }
  override func render(in renderer: _Renderer, unit: ViewUnit) {
    renderer.render(self.view)
  }
}

/// The visible text of rendered nodes (text left for screen readers only is not visible), or
/// with `forScreenReaders`, the text a screen reader reads (that text too).
@MainActor
func plainText(_ nodes: [RenderedNode], forScreenReaders: Bool = false) -> String {
  var output = ""
  func visit(_ nodes: [RenderedNode]) {
    for node in nodes {
      switch node {
      case .text(let text), .textSpan(let text): output += text
      case .unit(let unit): visit(unit.rendered)
      case .element(let element):
        guard element.attribute("hidden") == nil, element.attribute("aria-hidden") == nil,
          forScreenReaders || !element.classes.contains("tca-visually-hidden")
        else { continue }
        visit(element.children)
      }
    }
  }
  visit(nodes)
  return output
}
