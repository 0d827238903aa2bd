extension Binding {
  /// The binding, with writes that animate in SwiftUI; a page shows the change at once.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    self
  }

  /// The binding, with writes in a transaction; a page shows the change at once.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    self
  }
}
