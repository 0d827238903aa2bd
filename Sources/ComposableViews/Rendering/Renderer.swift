import Observation

/// Turns views into rendered nodes. Hosts share one while it is idle; views built into this
/// module use it, your views never do.
///
/// This file is the renderer as views see it, the build context: the place in the view tree,
/// the environment, the elements and text being built, element ids, handlers, lifecycle
/// modifiers and a picker's or tab view's bookkeeping. Which views render as units of their own,
/// which of those are dirty, kept or gone, and the observation that marks them dirty is the unit
/// reconciler's (`UnitReconciler.swift`).
@MainActor
public final class _Renderer {
  // Unsafe is safe here: the host is set at the start of each render pass (`renderPass`), which
  // the host itself starts, and the renderer uses it only during that pass. (A checked
  // `unowned` reference costs a slow-path retain and release on every use, as the host has a
  // side table for the weak reference its invalidation signal holds.)
  unowned(unsafe) var host: ViewHost
  // The working storage below is marked `@exclusivity(unchecked)`: the renderer is the main
  // actor's alone and its renders never overlap, and no access to one of these properties is
  // held while views run (an element's content is collected after the nodes are set aside, and
  // an environment change gets the environment, not the renderer), so two accesses never
  // overlap. Checking that at run time was 6 % of a 1,000-row list's render (a check on every
  // path segment, node and id).
  /// The nodes of the element being built.
  @exclusivity(unchecked) var nodes: [RenderedNode] = []
  /// The place in the view tree: structure and `ForEach` identities, as `.`-separated segments,
  /// kept as UTF-8 bytes; made a string only when an element or unit needs its id (most views
  /// need none, and most ids are short enough to need no allocation).
  @exclusivity(unchecked) var pathBytes: [UInt8] = []
  /// How many segments `pathBytes` holds.
  @exclusivity(unchecked) var segmentCount = 0

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
  @exclusivity(unchecked) var environment = EnvironmentValues()
  /// The unit being rendered.
  @exclusivity(unchecked) var unit: ViewUnit?
  /// The child units of the unit being rendered: which are new, kept or gone (see
  /// `UnitReconciler.swift`).
  @exclusivity(unchecked) var children = ChildUnits()
  /// Element ids handed out in the current unit's render, to keep them unique.
  @exclusivity(unchecked) var usedIDs: Set<String> = []
  /// Lifecycle modifiers met in the current unit's render.
  @exclusivity(unchecked) var lifecycle: [String: LifecycleEntry] = [:]
  /// Whether views with bodies are rendered in place rather than as units: inside a picker,
  /// whose options must all be known when it renders.
  @exclusivity(unchecked) var rendersUnitsInline = false
  /// The `.tag` values, or `ForEach` ids, met while rendering a picker's options, in order.
  @exclusivity(unchecked) var tagCandidates: [AnyHashable] = []
  /// The labels of the `.tabItem`s met while rendering a tab view's content, in order.
  @exclusivity(unchecked) var tabLabels: [[RenderedNode]] = []

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
      self.withPath(index: index) { self.render(view) }
    }
  }

  /// Runs `body` one level deeper in the view tree, at the place `segment`.
  func withPath<R>(_ segment: String, _ body: () -> R) -> R {
    let savedCount = self.beginSegment()
    self.pathBytes.append(contentsOf: segment.utf8)
    defer { self.endSegment(savedCount) }
    return body()
  }

  /// Runs `body` one level deeper in the view tree, at the place `index` (a view of a tuple),
  /// written without making a string.
  func withPath<R>(index: Int, _ body: () -> R) -> R {
    let savedCount = self.beginSegment()
    if index >= 0 && index < 10 {
      self.pathBytes.append(UInt8(ascii: "0") + UInt8(index))
    } else {
      self.pathBytes.append(contentsOf: String(index).utf8)
    }
    defer { self.endSegment(savedCount) }
    return body()
  }

  /// Runs `body` one level deeper in the view tree, at the place `k` followed by `id`'s segment
  /// (a `ForEach` element), written without joining strings.
  func withPath<R, ID: Hashable>(elementID id: ID, _ body: () -> R) -> R {
    let savedCount = self.beginSegment()
    self.pathBytes.append(UInt8(ascii: "k"))
    self.pathBytes.append(contentsOf: elementIDSegment(id).utf8)
    defer { self.endSegment(savedCount) }
    return body()
  }

  /// Starts a segment of the place; returns what `endSegment` takes back to.
  private func beginSegment() -> Int {
    let savedCount = self.pathBytes.count
    if self.segmentCount > 0 { self.pathBytes.append(UInt8(ascii: ".")) }
    self.segmentCount += 1
    return savedCount
  }

  /// Ends the segment `beginSegment` started.
  private func endSegment(_ savedCount: Int) {
    self.pathBytes.removeLast(self.pathBytes.count - savedCount)
    self.segmentCount -= 1
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
    // Room for a stack's few views at once, rather than growing the array view by view.
    self.nodes.reserveCapacity(4)
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
    let produced = self.collect(content)
    if produced.count == 1, case .element(var element) = produced[0] {
      // `produced` goes first, so that the element's attributes, classes and styles are
      // changed in place rather than copied.
      _ = consume produced
      change(&element)
      self.nodes.append(.element(element))
    } else if produced.count == 1, case .textSpan(let text) = produced[0] {
      var element = RenderedElement(textSpan: text)
      change(&element)
      self.nodes.append(.element(element))
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
    // Inserting tells whether the id was taken, with one lookup rather than two.
    while !self.usedIDs.insert(id).inserted {
      attempt += 1
      id = ElementID.disambiguated(place, attempt: attempt)
    }
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
}

/// The views of a `TupleView`, as a closure that renders them.
struct TupleParts {
  /// Renders each view at the place `0`, `1`, … of its own.
  let render: @MainActor (_Renderer) -> Void
}
