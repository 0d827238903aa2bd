/// Finds the ids of a rendered page's elements by what a person sees (a button's label, a
/// field's placeholder, a text): the renderer makes ids from places in the view tree, so tests
/// look them up in the HTML the server sent instead of writing them down.
public struct RenderedHTML: Sendable {
  /// The HTML: a page, a render message's body, or a patch.
  public let html: String

  /// The HTML to look in.
  public init(_ html: String) {
    self.html = html
  }

  /// The id of the first `<button>` whose text, without its tags and surrounding spaces, is
  /// `label`.
  public func buttonID(_ label: String) -> String? {
    var rest = self.html[...]
    while let open = rest.range(of: "<button") {
      let afterOpen = rest[open.upperBound...]
      guard let tagEnd = afterOpen.firstIndex(of: ">"),
        let close = afterOpen.range(of: "</button>")
      else { return nil }
      let text = Self.text(of: afterOpen[afterOpen.index(after: tagEnd)..<close.lowerBound])
      if text == label, let id = Self.attribute("id", in: afterOpen[..<tagEnd]) {
        return id
      }
      rest = afterOpen[close.upperBound...]
    }
    return nil
  }

  /// The id of the first `<input>` or `<textarea>` whose placeholder is `placeholder`.
  public func fieldID(placeholder: String) -> String? {
    for tag in ["<input", "<textarea"] {
      var rest = self.html[...]
      while let open = rest.range(of: tag) {
        let afterOpen = rest[open.upperBound...]
        let head = afterOpen.prefix { $0 != ">" }
        if Self.attribute("placeholder", in: head) == placeholder,
          let id = Self.attribute("id", in: head)
        {
          return id
        }
        rest = afterOpen[head.endIndex...]
      }
    }
    return nil
  }

  /// The id of the first element that carries `attribute` (`data-tca-stack`, `role="list"`…).
  public func id(ofElementWith attribute: String) -> String? {
    guard let at = self.html.range(of: " \(attribute)"),
      let tagStart = self.html[..<at.lowerBound].range(of: "<", options: .backwards)
    else { return nil }
    return Self.attribute("id", in: self.html[tagStart.lowerBound...].prefix { $0 != ">" })
  }

  /// The id of the innermost view unit (`<tca-view id="…">`, the part of the page a patch
  /// replaces) around the first occurrence of `text`.
  public func unitID(containing text: String) -> String? {
    guard let at = self.html.range(of: text) else { return nil }
    let before = self.html[..<at.lowerBound]
    let open = "<tca-view id=\""
    let close = "</tca-view>"
    var stack: [String] = []
    var rest = before
    while true {
      let nextOpen = rest.range(of: open)
      let nextClose = rest.range(of: close)
      if let opening = nextOpen, nextClose.map({ opening.lowerBound < $0.lowerBound }) ?? true {
        stack.append(String(rest[opening.upperBound...].prefix { $0 != "\"" }))
        rest = rest[opening.upperBound...]
      } else if let closing = nextClose {
        _ = stack.popLast()
        rest = rest[closing.upperBound...]
      } else {
        return stack.last
      }
    }
  }

  /// Every id in the HTML, in order.
  public var ids: [String] {
    self.html.components(separatedBy: " id=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  /// The value of `name="…"` in a tag's head.
  static func attribute(_ name: String, in head: Substring) -> String? {
    guard let start = head.range(of: " \(name)=\"") else { return nil }
    return String(head[start.upperBound...].prefix { $0 != "\"" })
  }

  /// Text without its tags, trimmed of spaces and newlines.
  static func text(of html: Substring) -> String {
    var text = ""
    var inTag = false
    for character in html {
      switch character {
      case "<": inTag = true
      case ">": inTag = false
      default: if !inTag { text.append(character) }
      }
    }
    return String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
