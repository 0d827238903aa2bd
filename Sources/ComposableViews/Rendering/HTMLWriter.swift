import IssueReporting

/// Writes HTML as UTF-8 bytes: a unit's rendered nodes when it renders, and pages and patches
/// from what units wrote.
///
/// A unit keeps the HTML of its own elements and, in ``ViewUnit/childSlots``, where each child
/// unit's HTML goes; its element tree is let go once written. A page writes a unit as
/// `<tca-view id="…">…</tca-view>` with its children's HTML in their places. When writing a
/// patch, a unit that was not rendered again in this pass is written as
/// `<tca-keep id="…"></tca-keep>`: the page keeps the element it already has.
///
/// Appending bytes to one buffer (reserved up front when the size is known) costs far less than
/// appending strings; the buffer is made a string once, at the end.
@MainActor
struct HTMLWriter {
  /// The bytes written so far.
  var bytes: [UInt8] = []
  /// Where the child units met in the nodes written go, in order.
  private(set) var slots: [UnitSlot] = []
  /// The navigation titles and back buttons met in the nodes written, outside hidden elements.
  private(set) var landmarks: [UnitLandmark] = []
  /// The indices of the slots met inside hidden elements.
  private(set) var hiddenSlots: [Int] = []
  /// How many hidden elements the node being written is in.
  private var hiddenDepth = 0
  /// Units rendered in this pass number are written in full; others, when `keepsUnchanged`, as
  /// placeholders.
  let pass: Int
  let keepsUnchanged: Bool

  init(pass: Int, keepsUnchanged: Bool, capacity: Int = 0) {
    self.pass = pass
    self.keepsUnchanged = keepsUnchanged
    if capacity > 0 { self.bytes.reserveCapacity(capacity) }
  }

  /// The HTML written so far.
  var output: String { String(decoding: self.bytes, as: UTF8.self) }

  /// The number of bytes written so far.
  var byteCount: Int { self.bytes.count }

  // MARK: A unit's nodes

  /// Writes rendered nodes; a child unit among them is written as a slot, not as HTML.
  mutating func write(_ nodes: [RenderedNode]) {
    for index in nodes.indices {
      switch nodes[index] {
      case .text(let text):
        appendEscaped(text, to: &self.bytes)
      case .element(let element):
        self.write(element)
      case .unit(let unit):
        if self.hiddenDepth > 0 { self.hiddenSlots.append(self.slots.count) }
        self.slots.append(UnitSlot(offset: self.bytes.count, unit: unit))
      }
    }
  }

  // MARK: Pages and patches

  /// Writes a unit with the HTML of its children in their places.
  mutating func write(_ unit: ViewUnit) {
    if self.keepsUnchanged && unit.renderedPass != self.pass {
      appendRaw("<", to: &self.bytes)
      appendRaw(PageContract.Tag.keep, to: &self.bytes)
      appendRaw(" id=\"", to: &self.bytes)
      appendRaw(unit.id, to: &self.bytes)
      appendRaw("\"></", to: &self.bytes)
      appendRaw(PageContract.Tag.keep, to: &self.bytes)
      appendRaw(">", to: &self.bytes)
      return
    }
    appendRaw("<", to: &self.bytes)
    appendRaw(PageContract.Tag.view, to: &self.bytes)
    appendRaw(" id=\"", to: &self.bytes)
    appendRaw(unit.id, to: &self.bytes)
    appendRaw("\">", to: &self.bytes)
    guard unit.html.count >= (unit.childSlots.last?.offset ?? 0) else {
      // A unit whose HTML was let go and not rendered again (never, when the host renders what
      // it writes): its children are written without it, rather than reading past its bytes.
      reportIssue(
        """
        The view "\(unit.id)" was written after it let its HTML go, without rendering again: \
        the page shows its child views without its own content. This is a bug in \
        ComposableViews; please report it with the view's code.
        """
      )
      for slot in unit.childSlots { self.write(slot.unit) }
      appendRaw("</", to: &self.bytes)
      appendRaw(PageContract.Tag.view, to: &self.bytes)
      appendRaw(">", to: &self.bytes)
      return
    }
    var start = 0
    for slot in unit.childSlots {
      self.bytes.append(contentsOf: unit.html[start..<slot.offset])
      self.write(slot.unit)
      start = slot.offset
    }
    self.bytes.append(contentsOf: unit.html[start...])
    appendRaw("</", to: &self.bytes)
    appendRaw(PageContract.Tag.view, to: &self.bytes)
    appendRaw(">", to: &self.bytes)
  }

  mutating func write(_ element: RenderedElement) {
    var isHidden = false
    var landmark: UnitLandmark.Kind?
    switch element.note {
    case .title: landmark = .title
    case .backButton: landmark = .backButton
    case .route: landmark = .route
    case .tab, nil: break
    }
    self.bytes.append(UInt8(ascii: "<"))
    appendRaw(element.tag, to: &self.bytes)
    if !element.classes.isEmpty {
      appendRaw(" class=\"", to: &self.bytes)
      var first = true
      for name in element.classes {
        if !first { self.bytes.append(UInt8(ascii: " ")) }
        first = false
        appendEscaped(name, to: &self.bytes)
      }
      self.bytes.append(UInt8(ascii: "\""))
    }
    if !element.styles.isEmpty {
      appendRaw(" style=\"", to: &self.bytes)
      var first = true
      for declaration in element.styles {
        if !first { self.bytes.append(UInt8(ascii: ";")) }
        first = false
        appendEscaped(declaration, to: &self.bytes)
      }
      self.bytes.append(UInt8(ascii: "\""))
    }
    for attribute in element.attributes {
      if attribute.name == "hidden" {
        isHidden = true
      }
      self.bytes.append(UInt8(ascii: " "))
      appendRaw(attribute.name, to: &self.bytes)
      if !attribute.value.isEmpty {
        appendRaw("=\"", to: &self.bytes)
        appendEscaped(attribute.value, to: &self.bytes)
        self.bytes.append(UInt8(ascii: "\""))
      }
    }
    self.bytes.append(UInt8(ascii: ">"))
    if let landmark, !isHidden, self.hiddenDepth == 0 {
      self.note(landmark, of: element)
    }
    if element.isVoid { return }
    if isHidden { self.hiddenDepth += 1 }
    self.write(element.children)
    if isHidden { self.hiddenDepth -= 1 }
    appendRaw("</", to: &self.bytes)
    appendRaw(element.tag, to: &self.bytes)
    self.bytes.append(UInt8(ascii: ">"))
  }
}

extension HTMLWriter {
  /// Notes a title's text or a back button's id, placed among the slots written so far.
  fileprivate mutating func note(_ kind: UnitLandmark.Kind, of element: RenderedElement) {
    let value: String
    switch kind {
    case .title: value = plainText(element.children)
    case .backButton, .route:
      guard let id = element.attribute("id") else { return }
      value = id
    }
    self.landmarks.append(UnitLandmark(kind: kind, slotsBefore: self.slots.count, value: value))
  }
}

// Free functions, not methods of the main-actor writer: a closure of a main-actor method would
// check the executor on every call.

/// Appends markup as it is.
private func appendRaw(_ markup: StaticString, to bytes: inout [UInt8]) {
  markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
}

/// Appends a tag, an attribute name or an id as it is (they are made by this module).
private func appendRaw(_ string: String, to bytes: inout [UInt8]) {
  let appended: Void? = string.utf8.withContiguousStorageIfAvailable {
    bytes.append(contentsOf: $0)
  }
  if appended == nil { bytes.append(contentsOf: string.utf8) }
}
