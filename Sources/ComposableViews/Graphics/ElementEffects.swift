/// Composition of CSS effects on one element, for modifiers applied one around another.
extension RenderedElement {
  /// Adds a CSS transform function that applies after the element's own transforms (an outer
  /// modifier's comes first in the list; CSS applies the list from the right).
  mutating func prependTransform(_ function: String) {
    if let index = self.styles.firstIndex(where: { $0.hasPrefix("transform:") }) {
      let existing = self.styles[index].dropFirst("transform:".count)
      self.styles[index] = "transform:\(function) \(existing)"
    } else {
      self.styles.append("transform:\(function)")
    }
  }

  /// Adds a CSS filter function that applies after the element's own filters.
  mutating func appendFilter(_ function: String) {
    if let index = self.styles.firstIndex(where: { $0.hasPrefix("filter:") }) {
      self.styles[index] += " " + function
    } else {
      self.styles.append("filter:\(function)")
    }
  }
}
