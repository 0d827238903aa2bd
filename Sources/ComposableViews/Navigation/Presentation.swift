/// How a presented view shows.
enum PresentationKind: String {
  case sheet, popover, cover, push
}

/// A view that can present another over it: what `.sheet`, `.popover`, `.fullScreenCover` and
/// `.navigationDestination` build.
public struct _PresentationView<Content: View, Presented: View>: _PrimitiveView {
  let content: Content
  let kind: PresentationKind
  /// The identity of what is presented (a new identity is a new presentation), or `nil`.
  let identity: @MainActor () -> String?
  let presented: @MainActor () -> Presented?
  let dismiss: @MainActor () -> Void
  let onDismiss: (@MainActor () -> Void)?

  public func _render(in renderer: _Renderer) {
    renderer.withPath("c") { renderer.render(self.content) }
    let identity = self.identity()
    // Only an `onDismiss` needs to know what was presented before (so a presentation without
    // one keeps no state of its own).
    if let onDismiss = self.onDismiss {
      let wasPresented = renderer.localState(default: false)
      if wasPresented.peek, identity == nil {
        renderer.host.afterRender(onDismiss)
      }
      wasPresented.poke(identity != nil)
    }
    guard let identity, let presented = self.presented() else { return }
    renderer.withPath("p" + identity) {
      let id = renderer.elementID()
      let dismiss = self.dismiss
      renderer.withEnvironment({
        $0.dismiss = DismissAction(presentation: id, action: dismiss)
        $0.isPresented = true
      }) {
        switch self.kind {
        case .push:
          renderPushedScreen(id: id, overlay: true, back: dismiss, in: renderer) {
            renderer.render(presented)
          }
        case .sheet, .popover, .cover:
          renderer.element(
            "div", attributes: [("data-kind", self.kind.rawValue)], classes: ["tca-dialog-layer"]
          ) {
            renderer.element(
              "dialog",
              attributes: [
                ("open", ""), ("id", id), ("data-kind", self.kind.rawValue),
                (PageContract.Attribute.dismiss, ""), ("aria-modal", "true"),
              ],
              classes: ["tca-dialog"]
            ) { renderer.render(presented) }
          }
          renderer.on(id) { event in
            guard event.kind == .dismiss else {
              return .ignored("A presentation takes dismiss events.")
            }
            dismiss()
            return .handled
          }
        }
      }
    }
  }
}

/// Renders a pushed screen: a bar with a back button, then its content.
@MainActor
func renderPushedScreen(
  id: String, overlay: Bool, hidden: Bool = false, back: @escaping @MainActor () -> Void,
  in renderer: _Renderer, content: () -> Void
) {
  var attributes: [(name: String, value: String)] = [
    ("id", id), (PageContract.Attribute.pushed, ""),
  ]
  if hidden { attributes.append(("hidden", "")) }
  var classes = ["tca-screen"]
  if overlay { classes.append("tca-pushed-overlay") }
  let control = renderer.control(.click, id: id + ".back") { _ in
    back()
    return .handled
  }
  renderer.element("section", attributes: attributes, classes: classes) {
    renderer.element("nav", classes: ["tca-navbar", "tca-backbar"]) {
      renderer.element(
        "button",
        attributes: control.attributes([("type", "button")], [(PageContract.Attribute.back, "")]),
        classes: ["tca-button", "tca-back"], note: .backButton
      ) { renderer.text("‹ Back") }
    }
    content()
  }
}

extension View {
  /// Presents a sheet while `item` is not `nil`; setting it to `nil` (or the person dismissing
  /// the sheet) dismisses it.
  @_disfavoredOverload
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    self.present(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a sheet while `isPresented` is `true`.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    self.present(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a popover while `item` is not `nil`.
  @_disfavoredOverload
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    self.present(.popover, item: item, onDismiss: nil, content: content)
  }

  /// Presents a popover while `isPresented` is `true`.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    self.present(.popover, isPresented: isPresented, onDismiss: nil, content: content)
  }

  /// Covers the screen while `item` is not `nil`.
  @_disfavoredOverload
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    self.present(.cover, item: item, onDismiss: onDismiss, content: content)
  }

  /// Covers the screen while `isPresented` is `true`.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    self.present(.cover, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Pushes a screen while `item` is not `nil`; its back button sets `item` to `nil`.
  public func navigationDestination<Item, Destination: View>(
    item: Binding<Item?>, @ViewBuilder destination: @escaping (Item) -> Destination
  ) -> some View {
    _PresentationView(
      content: self, kind: .push,
      identity: { item.wrappedValue.map { presentationIdentity(of: $0) } },
      presented: { item.wrappedValue.map(destination) },
      dismiss: { item.wrappedValue = nil }, onDismiss: nil)
  }

  /// Pushes a screen while `isPresented` is `true`.
  public func navigationDestination<Destination: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) -> some View {
    let view = destination()
    return _PresentationView(
      content: self, kind: .push,
      identity: { isPresented.wrappedValue ? "1" : nil },
      presented: { isPresented.wrappedValue ? view : nil },
      dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
  }

  func present<Item, Content: View>(
    _ kind: PresentationKind, item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
    content: @escaping (Item) -> Content
  ) -> _PresentationView<Self, Content> {
    _PresentationView(
      content: self, kind: kind,
      identity: { item.wrappedValue.map { presentationIdentity(of: $0) } },
      presented: { item.wrappedValue.map(content) },
      dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
  }

  func present<Content: View>(
    _ kind: PresentationKind, isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?,
    content: @escaping () -> Content
  ) -> _PresentationView<Self, Content> {
    _PresentationView(
      content: self, kind: kind,
      identity: { isPresented.wrappedValue ? "1" : nil },
      presented: { isPresented.wrappedValue ? content() : nil },
      dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
  }
}

extension View {
  /// Presents a sheet with the store of a presented feature:
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { store in
  ///   SyncUpFormView(store: store)
  /// }
  /// ```
  public func sheet<State, Action, Content: View>(
    item: Binding<Store<State, Action>?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Store<State, Action>) -> Content
  ) -> some View {
    self.present(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a popover with the store of a presented feature.
  public func popover<State, Action, Content: View>(
    item: Binding<Store<State, Action>?>,
    @ViewBuilder content: @escaping (Store<State, Action>) -> Content
  ) -> some View {
    self.present(.popover, item: item, onDismiss: nil, content: content)
  }

  /// Covers the screen with the store of a presented feature.
  public func fullScreenCover<State, Action, Content: View>(
    item: Binding<Store<State, Action>?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Store<State, Action>) -> Content
  ) -> some View {
    self.present(.cover, item: item, onDismiss: onDismiss, content: content)
  }
}

/// The identity of a presented value: a store's object identity, or an `Identifiable` id.
func presentationIdentity<Item>(of item: Item) -> String {
  if let object = item as AnyObject?, type(of: item) is AnyClass {
    return String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 36)
  }
  if let identifiable = item as? any Identifiable {
    return idSegment(String(describing: identifiable.id))
  }
  return "1"
}
