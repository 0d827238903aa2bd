/// A unit of re-rendering: a view with a body, or one element of a `ForEach`.
///
/// A unit remembers what it rendered, the state its views own, and which state it read; when
/// that state changes, only this unit is rendered again (its parent and siblings are not), and
/// a child unit whose view is unchanged is kept as it is.
@MainActor
final class ViewUnit {
  /// The unit's id: its place in the view tree, the `id` of its `<tca-view>` element.
  let id: String
  /// The key that observation uses to tell the host this unit needs rendering.
  let token: Int
  let depth: Int
  /// What the unit renders.
  var content: UnitContent
  /// The environment the unit's parent gave it.
  var environment: EnvironmentValues
  /// The HTML the unit rendered last, as the page has it, without its child units' HTML.
  var html: [UInt8] = []
  /// The unit's child units as of its last render, in order, and where each one's HTML goes in
  /// ``html``.
  var childSlots: [UnitSlot] = []
  /// The navigation titles and back buttons in ``html`` outside hidden elements, in order.
  var landmarks: [UnitLandmark] = []
  /// The indices, ascending, of the child slots that are inside hidden elements.
  var hiddenSlots: [Int] = []
  /// Storage for the `@State` and `@FocusState` properties of the unit's view, by position.
  var stateSlots: [Int: AnyObject] = [:]
  /// State that built-in views of the unit keep, by place.
  var localStates: [String: AnyObject] = [:]
  /// Ids of the elements this unit registered event handlers for.
  var handlerIDs = HandlerIDs()
  /// `onAppear`, `onDisappear` and `task` modifiers rendered by this unit, by place.
  var lifecycle: [String: LifecycleEntry] = [:]
  /// The render pass this unit was last rendered in.
  var renderedPass = -1
  /// Whether state the unit read changed since it was rendered.
  var isDirty = false
  /// Whether the unit left the screen.
  var isDetached = false

  init(id: String, token: Int, depth: Int, content: UnitContent, environment: EnvironmentValues) {
    self.id = id
    self.token = token
    self.depth = depth
    self.content = content
    self.environment = environment
  }
}

extension ViewUnit {
  /// What the unit rendered last, read back from its HTML: for what looks at a screen (the test
  /// driver), not kept as an element tree.
  var rendered: [RenderedNode] {
    HTMLReader.nodes(self.html, slots: self.childSlots)
  }
}

/// The ids of the elements a unit registered event handlers for. Most units register none or
/// one (a row's link or button): one is kept without an array of its own.
struct HandlerIDs: Sequence {
  private var first: String?
  private var others: [String] = []

  mutating func append(_ id: String) {
    if self.first == nil { self.first = id } else { self.others.append(id) }
  }

  func makeIterator() -> Iterator {
    Iterator(first: self.first, others: self.others.makeIterator())
  }

  struct Iterator: IteratorProtocol {
    var first: String?
    var others: IndexingIterator<[String]>

    mutating func next() -> String? {
      if let id = self.first {
        self.first = nil
        return id
      }
      return self.others.next()
    }
  }
}

/// Where a child unit's HTML goes in its parent's.
struct UnitSlot {
  /// The byte offset in the parent's HTML.
  let offset: Int
  let unit: ViewUnit
}

/// A navigation title or back button in a unit's HTML, outside hidden elements, noted when the
/// unit renders: the page's title and the browser's back button are found from these, without
/// reading any unit's HTML back (a page's title is sent with every patch, and reading a
/// 1,000-row list back took milliseconds).
struct UnitLandmark {
  enum Kind {
    /// A `.navigationTitle`; the value is its text.
    case title
    /// The back button of a pushed screen; the value is its element id.
    case backButton
    /// The navigation stack that writes the page's address; the value is its element id.
    case route
  }

  let kind: Kind
  /// How many of the unit's child slots come before it in the unit's HTML.
  let slotsBefore: Int
  let value: String
}

extension ViewUnit {
  /// The last landmark of `kind` on screen in this unit and its children, in document order:
  /// child units in hidden elements are skipped, as their landmarks are not on screen.
  func lastLandmark(_ kind: UnitLandmark.Kind) -> String? {
    var landmark = self.landmarks.count - 1
    var hidden = self.hiddenSlots.count - 1
    var slot = self.childSlots.count
    while true {
      // The landmarks after child slot `slot - 1`, last first.
      while landmark >= 0, self.landmarks[landmark].slotsBefore == slot {
        if self.landmarks[landmark].kind == kind { return self.landmarks[landmark].value }
        landmark -= 1
      }
      guard slot > 0 else { return nil }
      slot -= 1
      if hidden >= 0, self.hiddenSlots[hidden] == slot {
        hidden -= 1
        continue
      }
      if let found = self.childSlots[slot].unit.lastLandmark(kind) { return found }
    }
  }
}

/// What a unit renders: a view's body, or the content of a `ForEach` element.
@MainActor
class UnitContent {
  /// The name of the view, for messages.
  var viewName: String { "view" }
  /// Renders the content into the renderer.
  func render(in renderer: _Renderer, unit: ViewUnit) {}
  /// Whether rendering this content would give what `other` gave: then the unit is kept as it is.
  func isSame(as other: UnitContent) -> Bool { false }
}

/// A view with a body: the body is evaluated inside the unit.
final class CompositeContent<V: View>: UnitContent {
  let view: V

  init(_ view: V) {
    self.view = view
  }

  override var viewName: String { String(describing: V.self) }

  override func render(in renderer: _Renderer, unit: ViewUnit) {
    DynamicProperties.link(self.view, to: unit)
    renderer.host.bodyEvaluations += 1
    renderer.render(self.view.body)
  }

  /// Two values of a view are the same when their stored properties are the same bits: the same
  /// store, the same strings, the same numbers. (SwiftUI compares views field by field too.)
  /// Values that are equal but stored differently compare as different: the view is rendered
  /// again, which is never wrong.
  override func isSame(as other: UnitContent) -> Bool {
    guard let other = other as? CompositeContent<V> else { return false }
    return withUnsafeBytes(of: self.view) { lhs in
      withUnsafeBytes(of: other.view) { rhs in lhs.elementsEqual(rhs) }
    }
  }
}

/// The content of one `ForEach` element: its closure runs again whenever the `ForEach` does.
final class ClosureContent: UnitContent {
  let body: @MainActor (_Renderer) -> Void

  init(body: @escaping @MainActor (_Renderer) -> Void) {
    self.body = body
  }

  /// Messages name the element by its unit's id, which holds the element's id.
  override var viewName: String { "a ForEach element" }

  override func render(in renderer: _Renderer, unit: ViewUnit) {
    self.body(renderer)
  }
}
