import Foundation
import IssueReporting

/// Views made from the elements of a collection, each identified by its element's id.
///
/// The counterpart of SwiftUI's `ForEach`, over `Identifiable` elements, ranges, `id:` key
/// paths, the stores of a collection feature and shared collections:
///
/// ```swift
/// ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in
///   RowView(store: rowStore)
/// }
/// ```
///
/// Each element is rendered on its own: when the state one element read changes, that element
/// is rendered again and nothing else. An element keeps its place on screen (and its `@State`)
/// by its id, wherever it moves.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
  /// The collection.
  public var data: Data
  /// Makes the view of an element.
  public var content: (Data.Element) -> Content
  var ids: @MainActor (Data) -> [ID]
  var deleteAction: (@MainActor (IndexSet) -> Void)?
  var moveAction: (@MainActor (IndexSet, Int) -> Void)?

  /// Views for the elements of a collection, identified by a key path to a unique value.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.ids = { data in data.map { $0[keyPath: id] } }
  }

  /// Removes the elements a person deletes: each row gets a delete button.
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> Self {
    var copy = self
    copy.deleteAction = action
    return copy
  }

  /// Moves the elements a person drags; accepted for SwiftUI's spelling (a page has no
  /// reordering gesture yet).
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> Self {
    var copy = self
    copy.moveAction = action
    return copy
  }

  public func _render(in renderer: _Renderer) {
    let ids = self.ids(self.data)
    // The ids of a collection feature's stores are an identified array's: unique already.
    let checksIDs = !(self.data is any _KnownElementIDs)
    var seen = Set<ID>()
    if checksIDs { seen.reserveCapacity(ids.count) }
    let content = self.content
    let deleteAction = self.deleteAction
    renderer.reserveUnits(ids.count)
    // An index loop: `zip` and `enumerated` would make tuple metadata for every element.
    var index = self.data.startIndex
    let endIndex = self.data.endIndex
    var nextOffset = 0
    while index != endIndex {
      let offset = nextOffset
      nextOffset += 1
      let element = self.data[index]
      self.data.formIndex(after: &index)
      let id = ids[offset]
      guard !checksIDs || seen.insert(id).inserted else {
        reportIssue(
          """
          "ForEach" of \(Data.Element.self) has two elements with the id "\(id)": \
          the second is not shown, and taps could reach the wrong one. Give each element a \
          unique id (ids of an "IdentifiedArray" are unique; a "ForEach(_:id:)" key path must \
          be too).
          """
        )
        continue
      }
      renderer.withPath(elementID: id) {
        if renderer.rendersUnitsInline {
          // In a picker: the element's id is its tag unless its content has a tag of its own.
          let before = renderer.tagCandidates.count
          renderer.render(content(element))
          if renderer.tagCandidates.count == before {
            renderer.tagCandidates.append(AnyHashable(id))
          }
          return
        }
        if Content.Body.self != Never.self, deleteAction == nil {
          // A view with a body (`RowView(store: rowStore)`) is a unit of its own already: it
          // needs no unit around it. What the closure reads to make it belongs to the view
          // around the `ForEach`, as in SwiftUI.
          renderer.render(content(element))
          return
        }
        renderer.renderElementUnit { renderer in
          renderer.render(content(element))
          if let deleteAction {
            let control = renderer.control(.click, id: renderer.elementID() + ".delete") { _ in
              deleteAction(IndexSet(integer: offset))
              return .handled
            }
            renderer.element(
              "button",
              attributes: control.attributes([("type", "button")], [("aria-label", "Delete")]),
              classes: ["tca-button", "tca-role-destructive", "tca-row-delete"]
            ) { renderer.text("Delete") }
          }
        }
      }
    }
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// Views for the elements of a collection of identifiable values.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    // A closure, not `\.id`: that key path is made anew on every render, in a generic context,
    // which costs more than reading the ids.
    self.ids = { data in data.map { $0.id } }
    if data is any _KnownElementIDs {
      // The stores of a collection feature (picked by this initializer too, as stores of
      // identifiable state are identifiable): their ids are known without making each store.
      self.ids = { data in
        (data as? any _KnownElementIDs)?._elementIDs(as: ID.self) ?? data.map { $0.id }
      }
    }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a range of numbers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.ids = { Array($0) }
  }
}

extension ForEach {
  /// Views for the stores of a collection feature, one per element, identified by the
  /// elements' ids (read without reading the elements, so a change in one element renders
  /// only that element again).
  public init<ElementState, ElementAction>(
    _ data: _StoreCollection<ID, ElementState, ElementAction>,
    @ViewBuilder content: @escaping (Store<ElementState, ElementAction>) -> Content
  )
  where Data == _StoreCollection<ID, ElementState, ElementAction>, ID: Sendable {
    self.data = data
    self.content = content
    self.ids = { Array($0.ids) }
  }
}

/// A collection that knows its elements' ids without making its elements.
@MainActor
protocol _KnownElementIDs {
  /// The ids, when they are of type `T`.
  func _elementIDs<T>(as type: T.Type) -> [T]?
}

extension _StoreCollection: _KnownElementIDs {
  func _elementIDs<T>(as type: T.Type) -> [T]? {
    guard T.self == ID.self else { return nil }
    return unsafeBitCast(Array(self.ids), to: [T].self)
  }
}

/// The place of an element in the view tree: its id, written out for the usual id types (so
/// that pages are readable), and hashed for others (stores, tuples), whose descriptions need not
/// differ.
func elementIDSegment<ID: Hashable>(_ id: ID) -> String {
  // The usual id, an `Int`, without a dynamic cast to a protocol.
  if ID.self == Int.self { return String(unsafeBitCast(id, to: Int.self)) }
  switch id {
  case let string as String: return idSegment(string)
  case let uuid as UUID: return uuid.uuidString
  case let integer as any BinaryInteger: return String(describing: integer)
  default: return "h" + String(UInt(bitPattern: id.hashValue), radix: 36)
  }
}
