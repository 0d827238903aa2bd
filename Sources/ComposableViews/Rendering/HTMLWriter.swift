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
/// Appending bytes to one buffer (``HTMLBuffer``, reserved up front when the size is known)
/// costs far less than appending strings; the buffer is made a string once, at the end.
@MainActor
struct HTMLWriter {
  /// The bytes written so far.
  let buffer: HTMLBuffer
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

  /// A writer into `buffer`, which it appends to.
  init(pass: Int, keepsUnchanged: Bool, buffer: HTMLBuffer) {
    self.pass = pass
    self.keepsUnchanged = keepsUnchanged
    self.buffer = buffer
  }

  /// A writer into a new buffer with room for `capacity` bytes.
  init(pass: Int, keepsUnchanged: Bool, capacity: Int = 1_024) {
    self.init(pass: pass, keepsUnchanged: keepsUnchanged, buffer: HTMLBuffer(capacity: capacity))
  }

  /// The HTML written so far.
  var output: String { self.buffer.string }

  /// The number of bytes written so far.
  var byteCount: Int { self.buffer.count }

  // MARK: A unit's nodes

  /// Writes rendered nodes; a child unit among them is written as a slot, not as HTML.
  mutating func write(_ nodes: [RenderedNode]) {
    for index in nodes.indices {
      switch nodes[index] {
      case .text(let text):
        self.buffer.appendEscaped(text)
      case .element(let element):
        self.write(element)
      case .textSpan(let text):
        self.buffer.append(TextSpanMarkup.open)
        self.buffer.appendEscaped(text)
        self.buffer.append(TextSpanMarkup.close)
      case .unit(let unit):
        if self.hiddenDepth > 0 { self.hiddenSlots.append(self.slots.count) }
        self.slots.append(UnitSlot(offset: self.buffer.count, unit: unit))
      }
    }
  }

  // MARK: Pages and patches

  /// Writes a unit with the HTML of its children in their places.
  mutating func write(_ unit: ViewUnit) {
    if self.keepsUnchanged && unit.renderedPass != self.pass {
      self.buffer.append(UnitMarkup.keepOpen)
      self.buffer.append(contentsOf: unit.id)
      self.buffer.append(UnitMarkup.keepClose)
      return
    }
    self.buffer.append(UnitMarkup.viewOpen)
    self.buffer.append(contentsOf: unit.id)
    self.buffer.append(UnitMarkup.viewOpenEnd)
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
      self.buffer.append(UnitMarkup.viewClose)
      return
    }
    var start = 0
    for slot in unit.childSlots {
      self.buffer.append(unit.html, from: start, to: slot.offset)
      self.write(slot.unit)
      start = slot.offset
    }
    self.buffer.append(unit.html, from: start, to: unit.html.count)
    self.buffer.append(UnitMarkup.viewClose)
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
    self.buffer.append(UInt8(ascii: "<"))
    self.buffer.append(contentsOf: element.tag)
    if !element.classes.isEmpty {
      self.buffer.append(" class=\"")
      var first = true
      for name in element.classes {
        if !first { self.buffer.append(UInt8(ascii: " ")) }
        first = false
        self.buffer.appendEscaped(name)
      }
      self.buffer.append(UInt8(ascii: "\""))
    }
    if !element.styles.isEmpty {
      self.buffer.append(" style=\"")
      var first = true
      for declaration in element.styles {
        if !first { self.buffer.append(UInt8(ascii: ";")) }
        first = false
        self.buffer.appendEscaped(declaration)
      }
      self.buffer.append(UInt8(ascii: "\""))
    }
    for attribute in element.attributes {
      if attribute.name == "hidden" {
        isHidden = true
      }
      self.buffer.append(UInt8(ascii: " "))
      self.buffer.append(contentsOf: attribute.name)
      if !attribute.value.isEmpty {
        self.buffer.append("=\"")
        self.buffer.appendEscaped(attribute.value)
        self.buffer.append(UInt8(ascii: "\""))
      }
    }
    self.buffer.append(UInt8(ascii: ">"))
    if let landmark, !isHidden, self.hiddenDepth == 0 {
      self.note(landmark, of: element)
    }
    // Only an element with no content can be void: most elements skip the look at their tag.
    if element.children.isEmpty && element.isVoid { return }
    if isHidden { self.hiddenDepth += 1 }
    self.write(element.children)
    if isHidden { self.hiddenDepth -= 1 }
    self.buffer.append("</")
    self.buffer.append(contentsOf: element.tag)
    self.buffer.append(UInt8(ascii: ">"))
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

/// The markup around a unit's HTML, from the page contract's tags, as bytes made once: a unit is
/// written with three appends rather than a dozen.
private enum UnitMarkup {
  /// `<tca-view id="`, before a unit's id.
  static let viewOpen = Array("<\(PageContract.Tag.view) id=\"".utf8)
  /// `">`, after it.
  static let viewOpenEnd = Array("\">".utf8)
  /// `</tca-view>`.
  static let viewClose = Array("</\(PageContract.Tag.view)>".utf8)
  /// `<tca-keep id="`, before the id of a unit the page keeps.
  static let keepOpen = Array("<\(PageContract.Tag.keep) id=\"".utf8)
  /// `"></tca-keep>`, after it.
  static let keepClose = Array("\"></\(PageContract.Tag.keep)>".utf8)
}

/// The markup around a ``RenderedNode/textSpan(_:)``'s text: what writing
/// ``RenderedElement/init(textSpan:)`` writes.
private enum TextSpanMarkup {
  static let open = Array("<span class=\"\(RenderedClasses.text.joined(separator: " "))\">".utf8)
  static let close = Array("</span>".utf8)
}
