import IssueReporting

/// A choice of one value among tagged options: a labelled `<select>`.
///
/// The counterpart of SwiftUI's `Picker`. Options are the views of its content, each with a
/// `.tag(_:)` of the selection's type (or, in a `ForEach`, the element's id):
///
/// ```swift
/// Picker("Theme", selection: $store.theme) {
///   ForEach(Theme.allCases) { theme in Text(theme.name).tag(theme) }
/// }
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker with a label view.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public func _render(in renderer: _Renderer) {
    let id = renderer.elementID()
    let (optionNodes, tags) = renderer.collectInline { renderer.render(self.content) }
    let values = tags.compactMap { $0.base as? SelectionValue }
    if values.count != optionNodes.count {
      reportIssue(
        """
        A "Picker" of \(SelectionValue.self) has \(optionNodes.count) options but \
        \(values.count) of them have a tag of that type: the others cannot be chosen. Give \
        each option ".tag(_:)" with a \(SelectionValue.self) value (an "Optional" selection \
        needs tags of the optional type).
        """
      )
    }
    let current = self.selection.wrappedValue
    let selection = self.selection
    let control = renderer.control(.change, id: id, whenDisabled: "The picker is disabled.") {
      event in
      guard event.kind == .change || event.kind == .input,
        let index = event.value.flatMap(Int.init), values.indices.contains(index)
      else { return .ignored("No option with that value.") }
      if selection.wrappedValue != values[index] { selection.wrappedValue = values[index] }
      return .handled
    }
    if renderer.environment.pickerShowsSegments {
      Self.renderSegments(optionNodes, values: values, current: current, in: renderer) {
        renderer.render(self.label)
      } choose: {
        selection.wrappedValue = $0
      }
      return
    }
    // The label's text names the menu too, so a test (and any reader that skips the wrapping
    // `<label>`) finds it by its label.
    let (labelNodes, _) = renderer.collectInline { renderer.render(self.label) }
    let name = plainText(labelNodes)
    renderer.element("label", classes: ["tca-field", "tca-picker"]) {
      renderer.element("span", classes: ["tca-field-title"]) {
        renderer.nodes.append(contentsOf: labelNodes)
      }
      let named = name.isEmpty ? [] : [(name: "aria-label", value: name)]
      renderer.element("select", attributes: control.attributes(named), classes: ["tca-input"]) {
        for (index, node) in optionNodes.enumerated() where index < values.count {
          var option = RenderedElement(
            "option", attributes: [("value", String(index))],
            children: [.text(plainText([node]))])
          if values[index] == current { option.attributes.append(("selected", "")) }
          renderer.nodes.append(.element(option))
        }
      }
    }
  }
}

extension Picker {
  /// The options as a row of segments, as `.pickerStyle(.segmented)` shows them: a radio group
  /// of buttons named by the label (which SwiftUI does not show), the chosen one checked.
  private static func renderSegments(
    _ optionNodes: [RenderedNode], values: [SelectionValue], current: SelectionValue,
    in renderer: _Renderer, label: () -> Void,
    choose: @escaping @MainActor (SelectionValue) -> Void
  ) {
    let (labelNodes, _) = renderer.collectInline(label)
    let name = plainText(labelNodes)
    let attributes = [("role", "radiogroup")] + (name.isEmpty ? [] : [("aria-label", name)])
    renderer.element("div", attributes: attributes, classes: ["tca-segments"]) {
      for (index, node) in optionNodes.enumerated() where index < values.count {
        let value = values[index]
        let isChosen = value == current
        let control = renderer.control(.click, whenDisabled: "The picker is disabled.") { event in
          guard event.kind == .click else {
            return .ignored("A segment takes clicks, not \(event.kind.rawValue) events.")
          }
          if !isChosen { choose(value) }
          return .handled
        }
        let segment = RenderedElement(
          "button",
          attributes: control.attributes(
            [("type", "button"), ("role", "radio"), ("aria-checked", isChosen ? "true" : "false")]),
          classes: ["tca-segment"],
          children: [.text(plainText([node]))])
        renderer.nodes.append(.element(segment))
      }
    }
  }
}

extension Picker where Label == Text {
  /// A picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// A view with a tag: the value it stands for in a picker or a tab view.
public struct _TaggedView<Content: View>: _PrimitiveView {
  let content: Content
  let tag: AnyHashable

  public func _render(in renderer: _Renderer) {
    let before = renderer.tagCandidates.count
    renderer.render(self.content)
    renderer.tagCandidates.removeSubrange(before...)
    renderer.tagCandidates.append(self.tag)
  }
}

extension View {
  /// Tags the view with the value it stands for in a `Picker` or `TabView`.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    _TaggedView(content: self, tag: AnyHashable(tag))
  }
}
