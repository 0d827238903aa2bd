@_spi(Reflection) import Swift

/// A unit of re-rendering: a view with a body, or one element of a `ForEach`.
///
/// A unit remembers what it rendered, the state its views own, and which state it read; when
/// that state changes, only this unit is rendered again (its parent and siblings are not), and
/// a child unit whose view is unchanged is kept as it is.
@MainActor
final class ViewUnit {
  // Its properties are `@exclusivity(unchecked)`: a unit is the main actor's, and each access
  // is short (no view runs while one is held), so accesses never overlap; the run-time check
  // was a measurable part of rendering a long list.
  /// The unit's id: its place in the view tree, the `id` of its `<tca-view>` element.
  let id: String
  /// The key that observation uses to tell the host this unit needs rendering.
  let token: Int
  let depth: Int
  /// What the unit renders.
  @exclusivity(unchecked) var content: UnitContent
  /// The environment the unit's parent gave it.
  @exclusivity(unchecked) var environment: EnvironmentValues
  /// The HTML the unit rendered last, as the page has it, without its child units' HTML.
  @exclusivity(unchecked) var html: [UInt8] = []
  /// The unit's child units as of its last render, in order, and where each one's HTML goes in
  /// ``html``.
  @exclusivity(unchecked) var childSlots: [UnitSlot] = []
  /// The navigation titles and back buttons in ``html`` outside hidden elements, in order.
  @exclusivity(unchecked) var landmarks: [UnitLandmark] = []
  /// The indices, ascending, of the child slots that are inside hidden elements.
  @exclusivity(unchecked) var hiddenSlots: [Int] = []
  /// Storage for the `@State` and `@FocusState` properties of the unit's view, by position.
  @exclusivity(unchecked) var stateSlots: [Int: AnyObject] = [:]
  /// State that built-in views of the unit keep, by place.
  @exclusivity(unchecked) var localStates: [String: AnyObject] = [:]
  /// Ids of the elements this unit registered event handlers for.
  @exclusivity(unchecked) var handlerIDs = HandlerIDs()
  /// `onAppear`, `onDisappear` and `task` modifiers rendered by this unit, by place.
  @exclusivity(unchecked) var lifecycle: [String: LifecycleEntry] = [:]
  /// The render pass this unit was last rendered in.
  @exclusivity(unchecked) var renderedPass = -1
  /// Whether state the unit read changed since it was rendered.
  @exclusivity(unchecked) var isDirty = false
  /// Whether the unit left the screen.
  @exclusivity(unchecked) var isDetached = false

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
  /// again, which is never wrong. The padding between fields is not compared: no copy defines
  /// it, so comparing it would make "kept" depend on what the stack held before.
  override func isSame(as other: UnitContent) -> Bool {
    guard let other = other as? CompositeContent<V> else { return false }
    let fields = FieldBytes.of(V.self)
    return withUnsafeBytes(of: self.view) { lhs in
      withUnsafeBytes(of: other.view) { rhs in fields.equal(lhs, rhs) }
    }
  }
}

/// The bytes of a type's value that its stored properties occupy, without the padding between
/// them: a struct's or tuple's fields are followed down to the values they hold (references,
/// numbers, enums, strings), whose bytes all count.
struct FieldBytes {
  /// The byte ranges to compare, in order, adjacent ranges merged.
  let ranges: [Range<Int>]

  /// Whether two values of the type hold the same bits in their fields.
  func equal(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    for range in self.ranges
    where !UnsafeRawBufferPointer(rebasing: lhs[range]).elementsEqual(rhs[range]) {
      return false
    }
    return true
  }

  /// The field bytes of `type`, worked out once per type.
  @MainActor static func of<T>(_ type: T.Type) -> FieldBytes {
    let key = ObjectIdentifier(type)
    if let known = known[key] { return known }
    var ranges: [Range<Int>] = []
    // The runtime tells a field's kind, not a type's: the type is looked at as the one field of
    // a wrapper. Should even that fail, the value is compared whole.
    if !collectFields(of: Wrapper<T>.self, at: 0, into: &ranges) {
      ranges = MemoryLayout<T>.size > 0 ? [0..<MemoryLayout<T>.size] : []
    }
    let found = FieldBytes(ranges: ranges)
    known[key] = found
    return found
  }

  @MainActor private static var known: [ObjectIdentifier: FieldBytes] = [:]

  private struct Wrapper<T> {
    var value: T
  }

  /// Appends the ranges of the fields of the struct or tuple `type` placed at `offset`; returns
  /// false, appending nothing, when the runtime cannot list them.
  private static func collectFields(
    of type: Any.Type, at offset: Int, into ranges: inout [Range<Int>]
  ) -> Bool {
    var fields: [(layout: FieldLayout, type: Any.Type, kind: _MetadataKind)] = []
    let listed = _forEachField(of: type) { _, fieldOffset, fieldType, kind in
      fields.append((FieldLayout(offset: fieldOffset, type: fieldType), fieldType, kind))
      return true
    }
    // Bytes no field accounts for (a type with no field metadata, or a field whose type the
    // runtime could not resolve and reports as empty) mean the list is not to be trusted.
    let size = FieldLayout(offset: 0, type: type).size
    guard listed, explainsEveryByte(fields.map(\.layout), size: size) else { return false }
    for field in fields {
      let start = offset + field.layout.offset
      if field.kind == .struct || field.kind == .tuple,
        collectFields(of: field.type, at: start, into: &ranges)
      {
        continue
      }
      // A value the runtime cannot list the fields of counts whole: comparing too much only
      // renders again.
      append(start..<(start + field.layout.size), to: &ranges)
    }
    return true
  }

  /// Where a field is and how it is laid out.
  struct FieldLayout {
    var offset: Int
    var size: Int
    var alignment: Int
  }

  /// Whether fields, in order, account for every byte of a value of `size` bytes: each starts
  /// where the one before ended, or after less padding than its alignment needs, and the last
  /// ends at `size`. (Fields of no size hold no bytes, wherever they are.)
  static func explainsEveryByte(_ fields: [FieldLayout], size: Int) -> Bool {
    var end = 0
    for field in fields where field.size > 0 {
      let padding = field.offset - end
      guard padding >= 0, padding < field.alignment else { return false }
      end = field.offset + field.size
    }
    return end == size
  }

  private static func append(_ range: Range<Int>, to ranges: inout [Range<Int>]) {
    guard !range.isEmpty else { return }
    if let last = ranges.last, last.upperBound == range.lowerBound {
      ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
    } else {
      ranges.append(range)
    }
  }

}

extension FieldBytes.FieldLayout {
  /// The layout of a field of `type` at `offset`.
  init(offset: Int, type: Any.Type) {
    func layout<T>(_: T.Type) -> (size: Int, alignment: Int) {
      (MemoryLayout<T>.size, MemoryLayout<T>.alignment)
    }
    let (size, alignment) = layout(type)
    self.init(offset: offset, size: size, alignment: alignment)
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
