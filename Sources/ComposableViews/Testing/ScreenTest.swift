import Foundation

/// Drives a screen in a test, as a person would, without a browser: find what is shown by its
/// text, label or role; tap, type, toggle, pick, dismiss, go back; then assert on what is shown.
///
/// ```swift
/// @Test @MainActor func addingASyncUp() async throws {
///   let store = Store(initialState: SyncUpsList.State()) { SyncUpsList() }
///   let screen = ScreenTest(SyncUpsListView(store: store))
///   try screen.tap("New sync-up")
///   try screen.type("Standup", into: "Title")
///   try screen.tap("Add")
///   #expect(screen.contains("Standup"))
/// }
/// ```
///
/// Each action renders again what it changed, at once. Changes that effects make later are
/// awaited with ``waitUntil(timeout:_:)``.
@MainActor
public final class ScreenTest {
  /// The host rendering the screen.
  public let host: ViewHost

  /// Renders a view for a test.
  public init<Content: View>(_ content: Content) {
    self.host = ViewHost(content)
    _ = self.host.render()
  }

  /// The screen's HTML, as a browser would get it now.
  public var html: String {
    self.host.render()
  }

  /// The text a person sees now (hidden screens and decorations left out).
  public var text: String {
    self.settle()
    return plainText(self.host.rootUnit.rendered)
  }

  /// Whether the text a person sees contains a string.
  public func contains(_ string: String) -> Bool {
    self.text.contains(string)
  }

  /// The elements a person can see and use now: those behind an open dialog are left out.
  public var elements: [ScreenElement] {
    self.settle()
    var elements = self.host.visibleElements()
    if let modal = elements.lastIndex(where: { $0.attribute("aria-modal") != nil }) {
      let dialog = elements[modal]
      elements = [dialog] + flatten(dialog.children)
    }
    let labels = labelTexts(elements)
    return elements.map { ScreenElement($0, labels: labels) }
  }

  /// Finds elements by role (`"button"`, `"link"`, `"textbox"`, `"switch"`, `"combobox"`,
  /// `"heading"`, `"dialog"`, `"alertdialog"`, `"listitem"` …) and accessible name.
  public func find(role: String? = nil, name: String? = nil) -> [ScreenElement] {
    self.elements.filter { element in
      (role == nil || element.role == role) && (name == nil || element.name == name)
    }
  }

  /// Taps the button, link or row whose text or label is `name`.
  public func tap(_ name: String) throws {
    let element = try self.actionable(name) { $0.reacts(to: "click") }
    try self.send(ViewEvent(.click, target: element.id), to: element)
  }

  /// Taps an element found with ``find(role:name:)``: one of several with the same name, like
  /// the Delete buttons of a list's rows.
  public func tap(_ element: ScreenElement) throws {
    guard element.reacts(to: "click") else {
      throw ScreenTestError("\(element.describe) does not take a click.\n\(self.summary)")
    }
    try self.send(ViewEvent(.click, target: element.id), to: element)
  }

  /// Types text into the field labelled `label`, replacing what it held, as keystrokes do.
  public func type(_ text: String, into label: String) throws {
    let element = try self.actionable(label) { $0.reacts(to: "input") }
    try self.send(ViewEvent(.input, target: element.id, value: text), to: element)
  }

  /// Presses Enter in the field labelled `label`.
  public func submit(_ label: String) throws {
    let element = try self.actionable(label) { $0.reacts(to: "input") }
    try self.send(ViewEvent(.submit, target: element.id, value: element.value), to: element)
  }

  /// Turns the switch labelled `label` on or off.
  public func toggle(_ label: String) throws {
    let element = try self.actionable(label) { $0.role == "switch" }
    let isOn = element.attributes["checked"] != nil
    try self.send(
      ViewEvent(.change, target: element.id, value: isOn ? "false" : "true"), to: element)
  }

  /// Chooses the option shown as `option` in the picker labelled `label`: a menu's option, or a
  /// segment of a segmented picker.
  public func pick(_ option: String, in label: String) throws {
    let element = try self.actionable(label) { $0.role == "combobox" || $0.role == "radiogroup" }
    guard let index = element.options.firstIndex(of: option) else {
      throw ScreenTestError(
        "The picker \"\(label)\" has no option \"\(option)\"; its options: \(element.options).")
    }
    if element.role == "radiogroup" {
      let segment = element.optionIDs[index]
      try self.send(ViewEvent(.click, target: segment), to: element)
    } else {
      try self.send(ViewEvent(.change, target: element.id, value: String(index)), to: element)
    }
  }

  /// Dismisses the dialog on top (a sheet, alert or popover), as Escape does.
  public func dismiss() throws {
    guard let dialog = self.elements.first(where: { $0.tag == "dialog" }) else {
      throw ScreenTestError("No dialog is open.\n\(self.summary)")
    }
    try self.send(ViewEvent(.dismiss, target: dialog.id), to: dialog)
  }

  /// Goes back from the pushed screen on top, as the browser's back button does.
  public func back() throws {
    let result = self.host.handle(ViewEvent(.back, target: ""))
    guard result == .handled else { throw ScreenTestError("Could not go back: \(result).") }
    self.settle()
  }

  /// Waits until a condition on the screen holds, rendering as state changes; throws if it does
  /// not hold within `timeout`. The default is generous because a test suite run in parallel can
  /// keep the main actor busy for seconds; a condition that holds returns at once.
  public func waitUntil(
    timeout: Duration = .seconds(30), _ condition: (ScreenTest) -> Bool
  ) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition(self) {
      guard clock.now < deadline else {
        throw ScreenTestError("The condition did not hold within \(timeout).\n\(self.summary)")
      }
      try await Task.sleep(for: .milliseconds(5))
    }
  }

  /// Renders what changed since the last render.
  public func settle() {
    _ = self.host.takePatches()
  }

  private func send(_ event: ViewEvent, to element: ScreenElement) throws {
    guard ElementID.isValid(event.target) else {
      throw ScreenTestError(
        """
        \(element.describe) has the id "\(event.target)", which a page cannot send: it is not \
        an element id (ElementID). The view that made it must make its id with the renderer.
        """)
    }
    let result = self.host.handle(event)
    guard result == .handled else {
      throw ScreenTestError(
        "\(element.describe) did not take the \(event.kind.rawValue): \(result)")
    }
    self.settle()
  }

  private func actionable(
    _ name: String, where isCandidate: (ScreenElement) -> Bool
  ) throws -> ScreenElement {
    let candidates = self.elements.filter(isCandidate)
    let exact = candidates.filter { $0.name == name }
    if exact.count == 1 { return exact[0] }
    if exact.count > 1 {
      throw ScreenTestError(
        "\(exact.count) elements are named \"\(name)\": \(exact.map(\.describe)). "
          + "Tell them apart with find(role:name:).")
    }
    let partial = candidates.filter { $0.name.contains(name) }
    if partial.count == 1 { return partial[0] }
    throw ScreenTestError(
      "No single element named \"\(name)\" takes that action.\n\(self.summary)")
  }

  /// What is on screen, for failure messages.
  public var summary: String {
    let controls = self.elements.filter {
      $0.id != "" && $0.attributes[PageContract.Attribute.on] != nil
    }
    return "On screen: \"\(self.text.prefix(400))\"\nControls: "
      + controls.map(\.describe).joined(separator: ", ")
  }
}

/// An element of a screen, as a test sees it.
public struct ScreenElement: Sendable, Equatable {
  /// The HTML tag.
  public let tag: String
  /// The element's id (empty when it has none).
  public let id: String
  /// The element's role: its `role` attribute, or the role its tag has.
  public let role: String
  /// The accessible name: its label (`aria-label`, or the text of the elements its
  /// `aria-labelledby` names), or its text.
  public let name: String
  /// The visible text inside it.
  public let text: String
  /// Its value, for fields.
  public let value: String
  /// Its attributes (its classes are in ``classes``).
  public let attributes: [String: String]
  /// Its CSS classes, which tell how it looks (`tca-role-destructive` is red, for one).
  public let classes: [String]
  /// The options of a picker (a menu's options, or a segmented picker's segments).
  public let options: [String]
  /// The ids of a segmented picker's segments, in the order of ``options``.
  let optionIDs: [String]

  /// Reads an element; `labels` holds the text of the elements that `aria-labelledby` names.
  @MainActor
  init(_ element: RenderedElement, labels: [String: String] = [:]) {
    self.tag = element.tag
    self.id = element.attribute("id") ?? ""
    var attributes: [String: String] = [:]
    for attribute in element.attributes { attributes[attribute.name] = attribute.value }
    self.attributes = attributes
    self.classes = element.classes
    self.text = plainText(element.children).trimmingCharacters(in: .whitespacesAndNewlines)
    self.value =
      element.tag == "textarea" ? plainText(element.children) : (attributes["value"] ?? "")
    self.role = attributes["role"] ?? Self.implicitRole(element)
    let inside = flatten(element.children)
    let options = inside.filter { $0.tag == "option" || $0.attribute("role") == "radio" }
    self.options = options.map { plainText($0.children) }
    self.optionIDs = options.map { $0.attribute("id") ?? "" }
    let labelledBy = (attributes["aria-labelledby"] ?? "").split(separator: " ").compactMap {
      labels[String($0)]
    }
    if let label = attributes["aria-label"] {
      self.name = label
    } else if !labelledBy.isEmpty {
      self.name = labelledBy.joined(separator: " ")
    } else if let name = attributes["name"], ["input", "textarea", "select"].contains(element.tag) {
      self.name = name
    } else {
      // Text for screen readers only (an icon-only label's title) names the element too.
      self.name = plainText(element.children, forScreenReaders: true)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// Whether the element takes events of a kind (`"click"`, `"input"`, `"change"`).
  public func reacts(to kind: String) -> Bool {
    self.attributes[PageContract.Attribute.on] == kind
  }

  var describe: String { "\(self.role) \"\(self.name)\"" }

  @MainActor
  static func implicitRole(_ element: RenderedElement) -> String {
    switch element.tag {
    case "button": return "button"
    case "a": return "link"
    case "select": return "combobox"
    case "textarea": return "textbox"
    case "input":
      switch element.attribute("type") {
      case "checkbox": return "checkbox"
      case "range": return "slider"
      default: return "textbox"
      }
    case "h1", "h2", "h3": return "heading"
    case "ul": return "list"
    case "li": return "listitem"
    case "dialog": return "dialog"
    case "progress": return "progressbar"
    default: return ""
    }
  }
}

/// Why a ``ScreenTest`` action could not be done, with what the screen shows.
public struct ScreenTestError: Error, CustomStringConvertible {
  /// The explanation.
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// The text of the elements that the `aria-labelledby` attributes of `elements` name, by id.
@MainActor
private func labelTexts(_ elements: [RenderedElement]) -> [String: String] {
  let wanted = Set(
    elements.flatMap { ($0.attribute("aria-labelledby") ?? "").split(separator: " ") }.map(
      String.init))
  guard !wanted.isEmpty else { return [:] }
  var texts: [String: String] = [:]
  for element in elements {
    guard let id = element.attribute("id"), wanted.contains(id), texts[id] == nil else { continue }
    texts[id] = plainText(element.children).trimmingCharacters(in: .whitespacesAndNewlines)
  }
  return texts
}

/// The elements inside nodes, in document order, without hidden parts.
@MainActor
func flatten(_ nodes: [RenderedNode]) -> [RenderedElement] {
  var elements: [RenderedElement] = []
  func visit(_ nodes: [RenderedNode]) {
    for node in nodes {
      switch node {
      case .text: continue
      case .textSpan(let text): elements.append(RenderedElement(textSpan: text))
      case .unit(let unit): visit(unit.rendered)
      case .element(let element):
        guard element.attribute("hidden") == nil else { continue }
        elements.append(element)
        visit(element.children)
      }
    }
  }
  visit(nodes)
  return elements
}
