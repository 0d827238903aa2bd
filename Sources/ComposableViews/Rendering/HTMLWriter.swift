/// Writes rendered nodes as HTML text.
///
/// A unit is written as `<tca-view id="…">…</tca-view>`. When writing a patch, a unit that was
/// not rendered again in this pass is written as `<tca-keep id="…"></tca-keep>`: the page keeps
/// the element it already has.
@MainActor
struct HTMLWriter {
  var output = ""
  /// Units rendered in this pass number are written in full; others, when `keepsUnchanged`, as
  /// placeholders.
  let pass: Int
  let keepsUnchanged: Bool

  mutating func write(_ nodes: [RenderedNode]) {
    for node in nodes { self.write(node) }
  }

  mutating func write(_ node: RenderedNode) {
    switch node {
    case .text(let text):
      appendEscaped(text, to: &self.output)
    case .element(let element):
      self.write(element)
    case .unit(let unit):
      self.write(unit)
    }
  }

  mutating func write(_ unit: ViewUnit) {
    if self.keepsUnchanged && unit.renderedPass != self.pass {
      self.output += "<tca-keep id=\""
      self.output += unit.id
      self.output += "\"></tca-keep>"
      return
    }
    self.output += "<tca-view id=\""
    self.output += unit.id
    self.output += "\">"
    self.write(unit.rendered)
    self.output += "</tca-view>"
  }

  mutating func write(_ element: RenderedElement) {
    self.output += "<"
    self.output += element.tag
    if !element.classes.isEmpty {
      self.output += " class=\""
      appendEscaped(element.classes.joined(separator: " "), to: &self.output)
      self.output += "\""
    }
    if !element.styles.isEmpty {
      self.output += " style=\""
      appendEscaped(element.styles.joined(separator: ";"), to: &self.output)
      self.output += "\""
    }
    for attribute in element.attributes {
      self.output += " "
      self.output += attribute.name
      if !attribute.value.isEmpty {
        self.output += "=\""
        appendEscaped(attribute.value, to: &self.output)
        self.output += "\""
      }
    }
    self.output += ">"
    if element.isVoid { return }
    self.write(element.children)
    self.output += "</"
    self.output += element.tag
    self.output += ">"
  }
}
