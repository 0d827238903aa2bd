/// What a screen reader says for a symbol that stands alone in a control: VoiceOver's names for
/// the common ones (`plus` is "Add", `trash` is "Delete"), and the symbol's words otherwise.
///
/// A button whose label is only `Image(systemName:)` has no text, so the page would give it no
/// accessible name; the renderer names it with this (an `.accessibilityLabel` still wins).
enum SymbolSpokenName {
  /// The spoken name of `symbol` (a name as `Image(systemName:)` takes it).
  static func of(_ symbol: String) -> String {
    let parts = symbol.split(separator: ".").map(String.init)
    let modifiers: Set = ["fill", "circle", "square", "slash"]
    let kept = parts.filter { !modifiers.contains($0) }
    let words = kept.isEmpty ? parts : kept
    let base = words.joined(separator: ".")
    if let known = Self.known[symbol] ?? Self.known[base] { return known }
    let spoken = words.joined(separator: " ")
    return spoken.prefix(1).uppercased() + spoken.dropFirst()
  }

  private static let known: [String: String] = [
    "plus": "Add",
    "minus": "Remove",
    "trash": "Delete",
    "xmark": "Close",
    "multiply": "Close",
    "pencil": "Edit",
    "square.and.pencil": "Compose",
    "square.and.arrow.up": "Share",
    "gear": "Settings",
    "gearshape": "Settings",
    "magnifyingglass": "Search",
    "ellipsis": "More",
    "info": "Info",
    "checkmark": "Done",
    "chevron.left": "Back",
    "chevron.right": "Forward",
    "arrow.clockwise": "Refresh",
    "play": "Play",
    "pause": "Pause",
    "stop": "Stop",
    "mic": "Record",
    "list.bullet": "List",
    "person": "Person",
    "person.2": "People",
    "person.3": "People",
  ]
}
