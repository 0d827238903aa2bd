/// Reads the HTML a unit wrote back as nodes.
///
/// Units keep HTML rather than element trees (a tree takes several times the memory of its
/// HTML, for every unit of every open screen); what looks at a screen as elements (the test
/// driver) reads it back. The title and the browser's back button do not: units note them as
/// they render (``UnitLandmark``). It reads only what ``HTMLWriter`` writes: elements with
/// `class`, `style` and other quoted attributes, boolean attributes, void elements, and text
/// escaped with the five entities it uses.
enum HTMLReader {
  /// The nodes of `html`, with each slot's unit as a `.unit` node in its place.
  @MainActor
  static func nodes(_ html: [UInt8], slots: [UnitSlot]) -> [RenderedNode] {
    var reader = Reader(bytes: html, slots: slots)
    return reader.read()
  }
}

/// A pass over one unit's HTML.
@MainActor
private struct Reader {
  let bytes: [UInt8]
  let slots: [UnitSlot]
  var index = 0
  var slotIndex = 0
  /// The elements opened and not yet closed, innermost last.
  var open: [RenderedElement] = []
  /// The nodes at the top level.
  var top: [RenderedNode] = []

  init(bytes: [UInt8], slots: [UnitSlot]) {
    self.bytes = bytes
    self.slots = slots
  }

  mutating func read() -> [RenderedNode] {
    while self.index < self.bytes.count {
      self.appendSlots()
      if self.bytes[self.index] == UInt8(ascii: "<") {
        self.readTag()
      } else {
        self.readText()
      }
    }
    self.appendSlots()
    // Elements left open (never, for what the writer wrote) are closed at the end.
    while !self.open.isEmpty { self.close() }
    return self.top
  }

  /// Appends the units whose place is here.
  mutating func appendSlots() {
    while self.slotIndex < self.slots.count, self.slots[self.slotIndex].offset <= self.index {
      self.append(.unit(self.slots[self.slotIndex].unit))
      self.slotIndex += 1
    }
  }

  mutating func append(_ node: RenderedNode) {
    if self.open.isEmpty {
      self.top.append(node)
    } else {
      self.open[self.open.count - 1].children.append(node)
    }
  }

  mutating func close() {
    let element = self.open.removeLast()
    self.append(.element(element))
  }

  /// Reads text up to the next tag or unit.
  mutating func readText() {
    var end = self.index
    let limit =
      self.slotIndex < self.slots.count ? self.slots[self.slotIndex].offset : self.bytes.count
    while end < limit, self.bytes[end] != UInt8(ascii: "<") { end += 1 }
    let text = decodeEntities(self.bytes[self.index..<end])
    self.index = end
    if case .text(let previous)? = self.lastNode {
      self.replaceLast(with: .text(previous + text))
    } else {
      self.append(.text(text))
    }
  }

  var lastNode: RenderedNode? {
    self.open.isEmpty ? self.top.last : self.open[self.open.count - 1].children.last
  }

  mutating func replaceLast(with node: RenderedNode) {
    if self.open.isEmpty {
      self.top[self.top.count - 1] = node
    } else {
      let last = self.open.count - 1
      self.open[last].children[self.open[last].children.count - 1] = node
    }
  }

  /// Reads an opening or a closing tag.
  mutating func readTag() {
    self.index += 1
    if self.index < self.bytes.count, self.bytes[self.index] == UInt8(ascii: "/") {
      while self.index < self.bytes.count, self.bytes[self.index] != UInt8(ascii: ">") {
        self.index += 1
      }
      self.index += 1
      if !self.open.isEmpty { self.close() }
      return
    }
    let tag = self.readName()
    var element = RenderedElement(tag)
    while self.index < self.bytes.count {
      let byte = self.bytes[self.index]
      if byte == UInt8(ascii: ">") {
        self.index += 1
        break
      }
      if byte == UInt8(ascii: " ") {
        self.index += 1
        continue
      }
      let name = self.readName()
      var value = ""
      if self.index < self.bytes.count, self.bytes[self.index] == UInt8(ascii: "=") {
        self.index += 2  // `="`
        let start = min(self.index, self.bytes.count)
        while self.index < self.bytes.count, self.bytes[self.index] != UInt8(ascii: "\"") {
          self.index += 1
        }
        value = decodeEntities(self.bytes[start..<self.index])
        self.index += 1
      }
      switch name {
      case "class": element.classes = value.split(separator: " ").map(String.init)
      case "style": element.styles = value.split(separator: ";").map(String.init)
      default: element.attributes.append((name, value))
      }
    }
    if element.isVoid {
      self.append(.element(element))
    } else {
      self.open.append(element)
    }
  }

  /// Reads a tag or attribute name.
  mutating func readName() -> String {
    let start = self.index
    while self.index < self.bytes.count {
      switch self.bytes[self.index] {
      case UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "="): break
      default:
        self.index += 1
        continue
      }
      break
    }
    return String(decoding: self.bytes[start..<self.index], as: UTF8.self)
  }
}

/// Text with the entities the writer uses turned back into their characters.
private func decodeEntities(_ bytes: ArraySlice<UInt8>) -> String {
  guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
  var output: [UInt8] = []
  output.reserveCapacity(bytes.count)
  var index = bytes.startIndex
  while index < bytes.endIndex {
    let byte = bytes[index]
    guard byte == UInt8(ascii: "&") else {
      output.append(byte)
      index += 1
      continue
    }
    var matched = false
    for (entity, character) in entities {
      if bytes[index...].starts(with: entity) {
        output.append(character)
        index += entity.count
        matched = true
        break
      }
    }
    if !matched {
      output.append(byte)
      index += 1
    }
  }
  return String(decoding: output, as: UTF8.self)
}

/// The entities ``HTMLBuffer/appendEscaped(_:)`` writes, and their characters.
private let entities: [(entity: [UInt8], character: UInt8)] = [
  (Array("&amp;".utf8), UInt8(ascii: "&")),
  (Array("&lt;".utf8), UInt8(ascii: "<")),
  (Array("&gt;".utf8), UInt8(ascii: ">")),
  (Array("&quot;".utf8), UInt8(ascii: "\"")),
  (Array("&#39;".utf8), UInt8(ascii: "'")),
]
