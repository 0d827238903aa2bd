import Observation

/// Turns views into rendered nodes. Hosts share one while it is idle; views built into this
/// module use it, your views never do.
@MainActor
public final class _Renderer {
  // Unsafe is safe here: the host is set at the start of each render pass (`renderPass`), which
  // the host itself starts, and the renderer uses it only during that pass. (A checked
  // `unowned` reference costs a slow-path retain and release on every use, as the host has a
  // side table for the weak reference its invalidation signal holds.)
  unowned(unsafe) var host: ViewHost
  /// The nodes of the element being built.
  var nodes: [RenderedNode] = []
  /// The place in the view tree: structure and `ForEach` identities, as `.`-separated segments,
  /// kept as UTF-8 bytes; made a string only when an element or unit needs its id (most views
  /// need none, and most ids are short enough to need no allocation).
  private var pathBytes: [UInt8] = []
  /// How many segments `pathBytes` holds.
  private var segmentCount = 0

  /// The place in the view tree as a string: the id of what is rendered here.
  var path: String {
    get { String(decoding: self.pathBytes, as: UTF8.self) }
    set {
      self.pathBytes.removeAll(keepingCapacity: true)
      self.pathBytes.append(contentsOf: newValue.utf8)
      self.segmentCount = 1
    }
  }
  /// The environment of the view being rendered.
  var environment = EnvironmentValues()
  /// The unit being rendered.
  var unit: ViewUnit?
  /// The current unit's child units as of its previous render, by id: those not met again in
  /// this render leave the screen.
  private var previousChildren: [String: ViewUnit] = [:]
  /// The child units met in the current unit's render, by id. (A unit keeps its children only
  /// in its ``ViewUnit/childSlots``; these tables are the renderer's, reused from unit to unit.)
  private var currentChildren: [String: ViewUnit] = [:]
  /// Child units to render once the current unit's own render is done.
  private var pendingUnits: [ViewUnit] = []
  /// Element ids handed out in the current unit's render, to keep them unique.
  private var usedIDs: Set<String> = []
  /// Lifecycle modifiers met in the current unit's render.
  private var lifecycle: [String: LifecycleEntry] = [:]
  /// Where units write their HTML before keeping a copy of the size it needs: one for all
  /// hosts (renders never overlap), so an idle screen keeps no spare buffer.
  fileprivate static var htmlBuffer: [UInt8] = []
  /// Whether views with bodies are rendered in place rather than as units: inside a picker,
  /// whose options must all be known when it renders.
  var rendersUnitsInline = false
  /// The `.tag` values, or `ForEach` ids, met while rendering a picker's options, in order.
  var tagCandidates: [AnyHashable] = []
  /// The labels of the `.tabItem`s met while rendering a tab view's content, in order.
  var tabLabels: [[RenderedNode]] = []

  init(host: ViewHost) {
    self.host = host
  }

  /// Renders a view at the current place.
  func render<V: View>(_ view: V) {
    V._render(view, in: self)
  }

  /// Renders the views of a tuple made outside a view builder, each at a place of its own.
  func renderTuple<T>(_ value: T) {
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      guard let view = child.value as? any View else { continue }
      self.withPath(String(index)) { self.render(view) }
    }
  }

  /// Runs `body` one level deeper in the view tree.
  func withPath<R>(_ segment: String, _ body: () -> R) -> R {
    let savedCount = self.pathBytes.count
    if self.segmentCount > 0 { self.pathBytes.append(UInt8(ascii: ".")) }
    self.pathBytes.append(contentsOf: segment.utf8)
    self.segmentCount += 1
    defer {
      self.pathBytes.removeLast(self.pathBytes.count - savedCount)
      self.segmentCount -= 1
    }
    return body()
  }

  /// Runs `body` with a changed environment.
  func withEnvironment<R>(_ change: (inout EnvironmentValues) -> Void, _ body: () -> R) -> R {
    let saved = self.environment
    change(&self.environment)
    defer { self.environment = saved }
    return body()
  }

  /// Renders `content` into nodes of its own and returns them, leaving the current nodes as
  /// they were.
  func collect(_ content: () -> Void) -> [RenderedNode] {
    let saved = self.nodes
    self.nodes = []
    content()
    let collected = self.nodes
    self.nodes = saved
    return collected
  }

  /// Appends an element whose content `content` renders.
  func element(
    _ tag: String,
    attributes: [(name: String, value: String)] = [],
    classes: [String] = [],
    note: PageNote? = nil,
    content: () -> Void = {}
  ) {
    var element = RenderedElement(tag, attributes: attributes, classes: classes, note: note)
    element.children = self.collect(content)
    self.nodes.append(.element(element))
  }

  /// Appends text.
  func text(_ string: String) {
    self.nodes.append(.text(string))
  }

  /// Renders `content`, then changes the element it produced; content that produced several
  /// nodes, or a unit, is wrapped in a `div` first, which is then changed.
  func modify(_ content: () -> Void, _ change: (inout RenderedElement) -> Void) {
    var produced = self.collect(content)
    if produced.count == 1, case .element(var element) = produced[0] {
      change(&element)
      produced[0] = .element(element)
      self.nodes.append(contentsOf: produced)
    } else {
      var wrapper = RenderedElement("div", classes: ["tca-group"])
      wrapper.children = produced
      change(&wrapper)
      self.nodes.append(.element(wrapper))
    }
  }

  /// An id for an element at the current place, unique within the render: among elements and
  /// the child units met so far, so that a patch's target is one element of the page.
  /// (What an id is, and its suffix when the place is taken: ``ElementID``.)
  func elementID() -> String {
    let place = ElementID.bounded(self.path)
    var id = place
    var attempt = 1
    while self.usedIDs.contains(id) {
      attempt += 1
      id = ElementID.disambiguated(place, attempt: attempt)
    }
    self.usedIDs.insert(id)
    return id
  }

  /// Registers what happens when the person acts on the element with this id.
  func on(_ id: String, _ handler: @escaping @MainActor (ViewEvent) -> ViewEventResult) {
    self.host.handlers[id] = handler
    self.unit?.handlerIDs.append(id)
  }

  /// Registers `onAppear`, `onDisappear` or `task` modifiers at the current place.
  func registerLifecycle(_ entry: LifecycleEntry) {
    var key = self.path
    while self.lifecycle[key] != nil { key += "+" }
    self.lifecycle[key] = entry
  }

  /// State that a built-in view keeps at the current place, like the chosen tab of a
  /// `TabView` without a selection binding; reading it in a render makes the unit depend on it.
  func localState<Value>(default value: @autoclosure () -> Value) -> StateStorage<Value> {
    guard let unit = self.unit else { return StateStorage(value()) }
    if let existing = unit.localStates[self.path] as? StateStorage<Value> { return existing }
    let storage = StateStorage(value())
    unit.localStates[self.path] = storage
    return storage
  }

  // MARK: Units

  /// Renders a view with a body as a unit of its own, or keeps its unit when nothing it
  /// depends on changed.
  func renderComposite<V: View>(_ view: V) {
    if self.rendersUnitsInline, let unit = self.unit {
      DynamicProperties.link(view, to: unit)
      self.host.bodyEvaluations += 1
      self.withPath("b") { self.render(view.body) }
      return
    }
    self.renderUnit(id: ElementID.bounded(self.path), content: CompositeContent(view))
  }

  /// Renders the content of a `ForEach` element as a unit of its own.
  func renderElementUnit(_ body: @escaping @MainActor (_Renderer) -> Void) {
    if self.rendersUnitsInline {
      body(self)
      return
    }
    self.renderUnit(id: ElementID.bounded(self.path), content: ClosureContent(body: body))
  }

  /// Makes room for `count` more child units of the current unit (a `ForEach` knows how many
  /// it is about to render), so that their tables grow once.
  func reserveUnits(_ count: Int) {
    guard self.unit != nil, !self.rendersUnitsInline else { return }
    self.currentChildren.reserveCapacity(self.currentChildren.count + count)
    self.host.reserveUnits(count)
  }

  /// Renders content with every view in place, and returns the tags met.
  func collectInline(_ content: () -> Void) -> (nodes: [RenderedNode], tags: [AnyHashable]) {
    let savedInline = self.rendersUnitsInline
    let savedTags = self.tagCandidates
    self.rendersUnitsInline = true
    self.tagCandidates = []
    defer {
      self.rendersUnitsInline = savedInline
      self.tagCandidates = savedTags
    }
    let nodes = self.collect(content)
    return (nodes, self.tagCandidates)
  }

  private func renderUnit(id proposedID: String, content: UnitContent) {
    var id = proposedID
    if self.currentChildren[id] != nil || self.usedIDs.contains(id) {
      // Two units in one place is a mistake (two `ForEach` elements with one id); a unit in the
      // place of an element (a link's label view) is not, and only needs an id of its own.
      if self.currentChildren[id] != nil {
        self.host.reportDuplicate(id: id, view: content.viewName)
      }
      var attempt = 2
      repeat {
        id = ElementID.disambiguated(proposedID, attempt: attempt)
        attempt += 1
      } while self.currentChildren[id] != nil || self.usedIDs.contains(id)
    }
    // Element ids made later in this render keep clear of it (see `elementID()`).
    self.usedIDs.insert(id)
    let child: ViewUnit
    if !self.previousChildren.isEmpty, let existing = self.previousChildren.removeValue(forKey: id),
      type(of: existing.content) == type(of: content)
    {
      child = existing
      let unchanged =
        !existing.isDirty && existing.renderedPass >= 0
        && existing.content.isSame(as: content)
        && existing.environment.isSame(as: self.environment)
      if !unchanged {
        existing.content = content
        existing.environment = self.environment
        self.pendingUnits.append(existing)
      }
    } else {
      child = self.host.makeUnit(
        id: id, depth: (self.unit?.depth ?? 0) + 1, content: content,
        environment: self.environment)
      self.pendingUnits.append(child)
    }
    self.currentChildren[id] = child
    self.nodes.append(.unit(child))
  }

  /// The renderer that hosts share while it is idle. Renders do not overlap on the main actor,
  /// so one renderer, with the working storage it reuses from unit to unit, serves every host
  /// (an idle screen keeps none of it); a host rendered in the middle of another host's render
  /// gets one of its own.
  private static var idle: _Renderer?

  /// Renders `unit` of `host`, and the child units that need it, in render pass `pass`.
  static func renderPass(_ unit: ViewUnit, pass: Int, of host: ViewHost) {
    let renderer = Self.idle ?? _Renderer(host: host)
    Self.idle = nil
    renderer.host = host
    renderer.renderUnit(unit, pass: pass)
    // What the last unit's tables still hold belongs to the host: let it go, keep the room.
    renderer.usedIDs.removeAll(keepingCapacity: true)
    renderer.lifecycle.removeAll(keepingCapacity: true)
    Self.idle = renderer
  }

  /// Renders a unit's content with observation of what it reads, then the child units it met
  /// that need rendering, each on its own.
  ///
  /// A unit is never rendered in the middle of another one's render (its children are rendered
  /// once the parent's own render is done), so the per-render state is reset here rather than
  /// saved and restored, and its storage is reused from unit to unit.
  func renderUnit(_ unit: ViewUnit, pass: Int) {
    self.host.removeHandlers(of: unit)
    self.nodes = []
    self.pathBytes.removeAll(keepingCapacity: true)
    self.pathBytes.append(contentsOf: unit.id.utf8)
    self.pathBytes.append(contentsOf: ".b".utf8)
    self.segmentCount = 2
    self.environment = unit.environment
    self.unit = unit
    self.previousChildren.removeAll(keepingCapacity: true)
    for slot in unit.childSlots { self.previousChildren[slot.unit.id] = slot.unit }
    self.currentChildren.removeAll(keepingCapacity: true)
    self.pendingUnits.removeAll(keepingCapacity: true)
    self.usedIDs.removeAll(keepingCapacity: true)
    self.lifecycle.removeAll(keepingCapacity: true)
    unit.isDirty = false

    let signal = self.host.signal
    let token = unit.token
    withObservationTracking {
      unit.content.render(in: self, unit: unit)
    } onChange: {
      signal.invalidate(token)
    }
    self.keepHTML(of: unit)
    unit.renderedPass = pass
    self.host.didRender(unit)

    if !self.previousChildren.isEmpty {
      for (_, gone) in self.previousChildren {
        self.host.detach(gone)
      }
    }
    if self.currentChildren.count != unit.childSlots.count {
      // A child unit rendered into nodes that were not kept (content collected and then left
      // out) is not on the page: it leaves the screen too.
      let placed = Set(unit.childSlots.map { ObjectIdentifier($0.unit) })
      for (_, child) in self.currentChildren where !placed.contains(ObjectIdentifier(child)) {
        self.host.detach(child)
      }
    }
    self.previousChildren.removeAll(keepingCapacity: true)
    self.currentChildren.removeAll(keepingCapacity: true)
    if !self.lifecycle.isEmpty || !unit.lifecycle.isEmpty {
      self.host.updateLifecycle(of: unit, to: self.lifecycle)
    }
    self.unit = nil
    self.environment = EnvironmentValues()
    guard !self.pendingUnits.isEmpty else { return }
    var pending: [ViewUnit] = []
    swap(&pending, &self.pendingUnits)
    for child in pending where !child.isDetached {
      self.renderUnit(child, pass: pass)
    }
  }
}

extension _Renderer {
  /// Writes the nodes the unit just rendered as its HTML, and lets the nodes go.
  fileprivate func keepHTML(of unit: ViewUnit) {
    var writer = HTMLWriter(pass: 0, keepsUnchanged: false)
    swap(&writer.bytes, &Self.htmlBuffer)
    writer.write(self.nodes)
    self.nodes = []
    // A unit keeps exactly the bytes it wrote; the buffer, with room to spare, is reused.
    let count = writer.bytes.count
    unit.html = writer.bytes.withUnsafeBufferPointer { written in
      [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        if count > 0 { buffer.baseAddress!.initialize(from: written.baseAddress!, count: count) }
        initialized = count
      }
    }
    unit.childSlots = writer.slots
    unit.landmarks = writer.landmarks
    unit.hiddenSlots = writer.hiddenSlots
    swap(&writer.bytes, &Self.htmlBuffer)
    Self.htmlBuffer.removeAll(keepingCapacity: true)
  }
}

/// The views of a `TupleView`, as a closure that renders them.
struct TupleParts {
  /// Renders each view at the place `0`, `1`, … of its own.
  let render: @MainActor (_Renderer) -> Void
}
