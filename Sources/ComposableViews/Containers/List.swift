/// Rows in a list: a `<ul>` whose rows are `<li>`s, grouped by `Section`s.
///
/// The counterpart of SwiftUI's `List`:
///
/// ```swift
/// List {
///   ForEach(store.syncUps) { syncUp in CardView(syncUp: syncUp) }
///     .onDelete { indexSet in store.send(.onDelete(indexSet)) }
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
  let content: Content

  public func _render(in renderer: _Renderer) {
    renderRows(of: self.content, listClass: "tca-list", in: renderer)
  }
}

extension List where SelectionValue == Never {
  /// A list of the views of its content.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension List {
  /// A list of views for the elements of a collection of identifiable values.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    SelectionValue == Never, Data.Element: Identifiable,
    Content == ForEach<Data, Data.Element.ID, RowContent>
  {
    self.content = ForEach(data, content: rowContent)
  }
}

/// A form: sections of controls in a `<form>`, whose submit (Enter) does nothing by itself.
///
/// The counterpart of SwiftUI's `Form`.
public struct Form<Content: View>: _PrimitiveView {
  let content: Content

  /// A form of the views of its content.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public func _render(in renderer: _Renderer) {
    renderer.element("form", attributes: [("novalidate", "")], classes: ["tca-form"]) {
      renderRows(of: self.content, listClass: "tca-list", in: renderer)
    }
  }
}

/// A group of rows with a header and a footer.
///
/// The counterpart of SwiftUI's `Section`: in a `List` or `Form` its views are rows; elsewhere
/// it is a `<section>` with a heading.
public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  public func _render(in renderer: _Renderer) {
    let headerNodes = renderer.withPath("h") { renderer.collect { renderer.render(self.header) } }
    let footerNodes = renderer.withPath("f") { renderer.collect { renderer.render(self.footer) } }
    var section = RenderedElement("section", classes: ["tca-section"])
    if !headerNodes.isEmpty {
      section.children.append(
        .element(RenderedElement("h2", classes: ["tca-section-header"], children: headerNodes)))
    }
    section.children.append(
      contentsOf: renderer.collect {
        renderRows(of: self.content, listClass: "tca-list tca-section-rows", in: renderer)
      })
    if !footerNodes.isEmpty {
      section.children.append(
        .element(RenderedElement("p", classes: ["tca-section-footer"], children: footerNodes)))
    }
    renderer.nodes.append(.element(section))
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// A section with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

/// Renders content as the rows of a list: each node a `<li>`, sections as they are.
@MainActor
func renderRows<Content: View>(of content: Content, listClass: String, in renderer: _Renderer) {
  let nodes = renderer.collect { renderer.render(content) }
  var rows: [RenderedNode] = []
  var list = RenderedElement("ul", classes: [listClass])
  func flush() {
    guard !rows.isEmpty else { return }
    list.children = rows
    renderer.nodes.append(.element(list))
    rows = []
    list = RenderedElement("ul", classes: [listClass])
  }
  for node in nodes {
    if case .element(let element) = node, element.tag == "section" {
      flush()
      renderer.nodes.append(node)
    } else if case .element(let element) = node, element.tag == "li" {
      rows.append(.element(element))
    } else {
      rows.append(.element(RenderedElement("li", classes: RenderedClasses.row, children: [node])))
    }
  }
  flush()
}

/// Content that scrolls: a `<div>` with overflow.
///
/// The counterpart of SwiftUI's `ScrollView`.
public struct ScrollView<Content: View>: _PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// A scroll view along some axes.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  public func _render(in renderer: _Renderer) {
    var element = RenderedElement("div", classes: ["tca-scroll"])
    if self.axes.contains(.horizontal) { element.classes.append("tca-scroll-x") }
    element.children = renderer.collect { renderer.render(self.content) }
    renderer.nodes.append(.element(element))
  }
}

extension Axis {
  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates a set.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Left to right.
    public static let horizontal = Set(rawValue: 1)
    /// Top to bottom.
    public static let vertical = Set(rawValue: 2)
  }
}
