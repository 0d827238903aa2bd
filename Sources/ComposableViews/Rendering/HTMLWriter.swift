/// Writes rendered nodes as HTML text.
///
/// A unit is written as `<tca-view id="…">…</tca-view>`. When writing a patch, a unit that was
/// not rendered again in this pass is written as `<tca-keep id="…"></tca-keep>`: the page keeps
/// the element it already has.
///
/// The HTML is written as UTF-8 bytes into one buffer (reserved up front when the size is known)
/// and made a string once, at the end: appending bytes costs far less than appending strings.
@MainActor
struct HTMLWriter {
  private var bytes: [UInt8] = []
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

  mutating func write(_ nodes: [RenderedNode]) {
    for index in nodes.indices { self.write(nodes[index]) }
  }

  mutating func write(_ node: RenderedNode) {
    switch node {
    case .text(let text):
      appendEscaped(text, to: &self.bytes)
    case .element(let element):
      self.write(element)
    case .unit(let unit):
      self.write(unit)
    }
  }

  mutating func write(_ unit: ViewUnit) {
    if self.keepsUnchanged && unit.renderedPass != self.pass {
      appendRaw("<tca-keep id=\"", to: &self.bytes)
      appendRaw(unit.id, to: &self.bytes)
      appendRaw("\"></tca-keep>", to: &self.bytes)
      return
    }
    appendRaw("<tca-view id=\"", to: &self.bytes)
    appendRaw(unit.id, to: &self.bytes)
    appendRaw("\">", to: &self.bytes)
    self.write(unit.rendered)
    appendRaw("</tca-view>", to: &self.bytes)
  }

  mutating func write(_ element: RenderedElement) {
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
      self.bytes.append(UInt8(ascii: " "))
      appendRaw(attribute.name, to: &self.bytes)
      if !attribute.value.isEmpty {
        appendRaw("=\"", to: &self.bytes)
        appendEscaped(attribute.value, to: &self.bytes)
        self.bytes.append(UInt8(ascii: "\""))
      }
    }
    self.bytes.append(UInt8(ascii: ">"))
    if element.isVoid { return }
    self.write(element.children)
    appendRaw("</", to: &self.bytes)
    appendRaw(element.tag, to: &self.bytes)
    self.bytes.append(UInt8(ascii: ">"))
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
