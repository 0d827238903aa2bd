@_spi(Internals) import ComposableArchitecture

// The unit reconciler: which views render as units of their own (views with a body, `ForEach`
// elements), each unit's identity among its siblings, which units are dirty (their observed
// state changed, or their parent gave them different values) and render again, which are kept
// as they were, and which left the screen. A unit's render observes what it reads; a change
// marks it dirty through its host's invalidation signal, which reaches the main actor once.
//
// What a unit's content builds (elements, text, ids, handlers) is the build context's, in
// `Renderer.swift`.

/// The child units of the unit being rendered, as the reconciler tracks them: the renderer's
/// tables, reused from unit to unit (a unit keeps its children only in its
/// ``ViewUnit/childSlots``).
struct ChildUnits {
  /// The child units as of the unit's previous render, by id: those not met again in this
  /// render leave the screen.
  var previous: [String: ViewUnit] = [:]
  /// The child units met in this render, by id.
  var current: [String: ViewUnit] = [:]
  /// Child units to render once the unit's own render is done.
  var pending: [ViewUnit] = []
}

extension _Renderer {
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
    self.children.current.reserveCapacity(self.children.current.count + count)
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
    // Every child unit's id is among the ids used, so one insertion tells whether the place is
    // taken; element ids made later in this render keep clear of it (see `elementID()`).
    if !self.usedIDs.insert(id).inserted {
      // Two units in one place is a mistake (two `ForEach` elements with one id); a unit in the
      // place of an element (a link's label view) is not, and only needs an id of its own.
      if self.children.current[id] != nil {
        self.host.reportDuplicate(id: id, view: content.viewName)
      }
      var attempt = 2
      repeat {
        id = ElementID.disambiguated(proposedID, attempt: attempt)
        attempt += 1
      } while !self.usedIDs.insert(id).inserted
    }
    let child: ViewUnit
    if !self.children.previous.isEmpty,
      let existing = self.children.previous.removeValue(forKey: id),
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
        self.children.pending.append(existing)
      }
    } else {
      child = self.host.makeUnit(
        id: id, depth: (self.unit?.depth ?? 0) + 1, content: content,
        environment: self.environment)
      self.children.pending.append(child)
    }
    self.children.current[id] = child
    self.nodes.append(.unit(child))
  }

  /// The renderer that hosts share while it is idle. Renders do not overlap on the main actor,
  /// so one renderer, with the working storage it reuses from unit to unit, serves every host
  /// (an idle screen keeps none of it); a host rendered in the middle of another host's render
  /// gets one of its own.
  @exclusivity(unchecked) private static var idle: _Renderer?

  /// Where units write their HTML before keeping a copy of the size it needs: one for all
  /// hosts (renders never overlap), so an idle screen keeps no spare buffer.
  fileprivate static let htmlBuffer = HTMLBuffer()

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
    self.children.previous.removeAll(keepingCapacity: true)
    for slot in unit.childSlots { self.children.previous[slot.unit.id] = slot.unit }
    self.children.current.removeAll(keepingCapacity: true)
    self.children.pending.removeAll(keepingCapacity: true)
    self.usedIDs.removeAll(keepingCapacity: true)
    self.lifecycle.removeAll(keepingCapacity: true)
    unit.isDirty = false

    let signal = self.host.signal
    let token = unit.token
    // Tracked with the clock, so a shared value changed on another thread after the body read
    // it, before the observation was registered, renders the unit again too.
    SharedMutationClock.withObservationTracking {
      unit.content.render(in: self, unit: unit)
    } onChange: {
      signal.invalidate(token)
    }
    self.keepHTML(of: unit)
    unit.renderedPass = pass
    self.host.didRender(unit)

    if !self.children.previous.isEmpty {
      for (_, gone) in self.children.previous {
        self.host.detach(gone)
      }
    }
    if self.children.current.count != unit.childSlots.count {
      // A child unit rendered into nodes that were not kept (content collected and then left
      // out) is not on the page: it leaves the screen too.
      let placed = Set(unit.childSlots.map { ObjectIdentifier($0.unit) })
      for (_, child) in self.children.current where !placed.contains(ObjectIdentifier(child)) {
        self.host.detach(child)
      }
    }
    self.children.previous.removeAll(keepingCapacity: true)
    self.children.current.removeAll(keepingCapacity: true)
    if !self.lifecycle.isEmpty || !unit.lifecycle.isEmpty {
      self.host.updateLifecycle(of: unit, to: self.lifecycle)
    }
    self.unit = nil
    self.environment = EnvironmentValues()
    guard !self.children.pending.isEmpty else { return }
    var pending: [ViewUnit] = []
    swap(&pending, &self.children.pending)
    for child in pending where !child.isDetached {
      self.renderUnit(child, pass: pass)
    }
  }
}

extension _Renderer {
  /// Writes the nodes the unit just rendered as its HTML, and lets the nodes go.
  fileprivate func keepHTML(of unit: ViewUnit) {
    let buffer = Self.htmlBuffer
    var writer = HTMLWriter(pass: 0, keepsUnchanged: false, buffer: buffer)
    writer.write(self.nodes)
    self.nodes = []
    // A unit keeps exactly the bytes it wrote; the buffer, with room to spare, is reused.
    unit.html = buffer.bytes
    unit.childSlots = writer.slots
    unit.landmarks = writer.landmarks
    unit.hiddenSlots = writer.hiddenSlots
    buffer.removeAll()
  }
}
