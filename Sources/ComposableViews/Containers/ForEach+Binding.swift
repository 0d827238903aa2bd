extension ForEach {
  /// Views for the elements of a mutable collection behind a binding, each given a binding to
  /// its element: `ForEach($store.syncUp.attendees) { $attendee in TextField(…) }`.
  ///
  /// An element's binding follows the element by its id, so it writes the right element even
  /// after the collection changed under it; writing an element that is gone does nothing.
  public init<C>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == [Binding<C.Element>], ID == C.Element.ID,
    C: MutableCollection & RandomAccessCollection, C.Element: Identifiable
  {
    let collection = data.wrappedValue
    let elements = zip(collection.indices, collection).map { index, element in
      let id = element.id
      func currentIndex() -> C.Index? {
        let current = data.wrappedValue
        if current.indices.contains(index), current[index].id == id { return index }
        return current.firstIndex { $0.id == id }
      }
      return Binding<C.Element>(
        get: { currentIndex().map { data.wrappedValue[$0] } ?? element },
        set: { newValue in
          guard let index = currentIndex() else { return }
          data.wrappedValue[index] = newValue
        }
      )
    }
    self.init(elements, id: \.wrappedValue.id, content: content)
  }
}
