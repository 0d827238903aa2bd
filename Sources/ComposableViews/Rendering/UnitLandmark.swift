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
