/// What rendering a view produces: HTML elements, text, and the units of re-rendering that
/// child views own.
enum RenderedNode {
  case element(RenderedElement)
  case text(String)
  case unit(ViewUnit)
  /// A `Text` of one unstyled run, `<span class="tca-text">…</span>`, kept as its string: most
  /// text on a screen is this, and it needs no element of its own until a modifier changes it
  /// (``RenderedElement/init(textSpan:)``).
  case textSpan(String)
}

/// One HTML element of rendered output, before it is written as text.
struct RenderedElement {
  /// The tag name.
  var tag: String
  /// Attributes in the order they are written; an empty value writes a boolean attribute.
  var attributes: [(name: String, value: String)] = []
  /// CSS class names.
  var classes: [String] = []
  /// CSS declarations for the `style` attribute, like `padding: 16px`.
  var styles: [String] = []
  /// The element's content.
  var children: [RenderedNode] = []
  /// What the element is to the page, for the stages after the render (not written as HTML).
  var note: PageNote? = nil

  init(
    _ tag: String, attributes: [(name: String, value: String)] = [], classes: [String] = [],
    children: [RenderedNode] = [], note: PageNote? = nil
  ) {
    self.tag = tag
    self.attributes = attributes
    self.classes = classes
    self.children = children
    self.note = note
  }

  /// The element a ``RenderedNode/textSpan(_:)`` stands for.
  init(textSpan text: String) {
    self.init("span", classes: RenderedClasses.text, children: [.text(text)])
  }

  /// The value of an attribute, if set.
  func attribute(_ name: String) -> String? {
    self.attributes.first { $0.name == name }?.value
  }

  /// Sets an attribute, replacing an earlier value.
  mutating func set(_ name: String, _ value: String) {
    if let index = self.attributes.firstIndex(where: { $0.name == name }) {
      self.attributes[index].value = value
    } else {
      self.attributes.append((name, value))
    }
  }

  /// Whether the element is one of those HTML gives no closing tag.
  var isVoid: Bool {
    // Most tags are not void: their first letter tells, without comparing strings.
    switch self.tag.utf8.first {
    case UInt8(ascii: "i"), UInt8(ascii: "b"), UInt8(ascii: "h"), UInt8(ascii: "m"),
      UInt8(ascii: "l"):
      break
    default:
      return false
    }
    switch self.tag {
    case "input", "br", "hr", "img", "meta", "link": return true
    default: return false
    }
  }
}

/// Class lists that many elements share: one array for all of them, not one each.
enum RenderedClasses {
  static let text = ["tca-text"]
  static let hstack = ["tca-hstack"]
  static let vstack = ["tca-vstack"]
  static let spacer = ["tca-spacer"]
  static let row = ["tca-row"]
  static let button = ["tca-button"]
}

/// What an element is to the page beyond its HTML, noted by the view that rendered it: a later
/// stage (the HTML writer's landmarks, a tab view's bar) reads the note rather than sniffing
/// classes or attributes back out of the element.
enum PageNote: Equatable {
  /// The heading of a `.navigationTitle`: its text is the screen's title.
  case title
  /// The back button of a pushed screen: the browser's back button clicks it.
  case backButton
  /// The navigation stack that writes the page's address.
  case route
  /// The panel of a `.tabItem`: its label is the tab view's `tabLabels[labelIndex]`.
  case tab(labelIndex: Int)
}
