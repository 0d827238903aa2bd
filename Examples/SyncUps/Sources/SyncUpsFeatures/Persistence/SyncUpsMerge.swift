import ComposableArchitecture

/// Three-way merge of two lists of sync-ups that started from one stored list: used when another
/// SyncUps process saved the same data file since this one last read or wrote it.
///
/// The rules never drop a change silently:
/// - a sync-up changed on one side only takes that side's version (a deletion is a change);
/// - a sync-up deleted on one side and edited on the other is kept, edited;
/// - a sync-up edited on both sides is merged field by field: meetings are merged by id like
///   sync-ups, other fields take the side that changed them, and when both changed the same field
///   this process's value wins and the conflict is reported;
/// - the order is the other process's order, then sync-ups only this process has.
public struct SyncUpsMerge: Equatable, Sendable {
  /// The merged list.
  public var syncUps: IdentifiedArrayOf<SyncUp>
  /// One line for each field both sides changed differently, naming the sync-up and field.
  public var conflicts: [String]

  /// Merges `mine` and `theirs`, both derived from `base`.
  public init(
    base: IdentifiedArrayOf<SyncUp>,
    mine: IdentifiedArrayOf<SyncUp>,
    theirs: IdentifiedArrayOf<SyncUp>
  ) {
    var conflicts: [String] = []
    self.syncUps = mergeByID(base: base, mine: mine, theirs: theirs) { base, mine, theirs in
      mergeFields(base: base, mine: mine, theirs: theirs, conflicts: &conflicts)
    }
    self.conflicts = conflicts
  }

  /// A merge result given directly.
  public init(syncUps: IdentifiedArrayOf<SyncUp>, conflicts: [String] = []) {
    self.syncUps = syncUps
    self.conflicts = conflicts
  }
}

/// Merges identified elements three ways; `resolve` decides elements changed on both sides.
private func mergeByID<Element: Identifiable & Equatable>(
  base: IdentifiedArrayOf<Element>,
  mine: IdentifiedArrayOf<Element>,
  theirs: IdentifiedArrayOf<Element>,
  resolve: (Element, Element, Element) -> Element
) -> IdentifiedArrayOf<Element> {
  var merged = IdentifiedArrayOf<Element>()
  let ids = theirs.ids.elements + mine.ids.elements.filter { theirs[id: $0] == nil }
  for id in ids {
    let (original, mineElement, theirsElement) = (base[id: id], mine[id: id], theirs[id: id])
    let result: Element?
    if mineElement == theirsElement || mineElement == original {
      result = theirsElement
    } else if theirsElement == original {
      result = mineElement
    } else if let mineElement, let theirsElement, let original {
      result = resolve(original, mineElement, theirsElement)
    } else {
      // Added on both sides with one id, or deleted on one side and edited on the other: keep
      // whichever exists (this process's version first).
      result = mineElement ?? theirsElement
    }
    if let result {
      merged.append(result)
    }
  }
  return merged
}

private func mergeFields(
  base: SyncUp, mine: SyncUp, theirs: SyncUp, conflicts: inout [String]
) -> SyncUp {
  func field<Value: Equatable>(_ keyPath: WritableKeyPath<SyncUp, Value>, _ name: String) -> Value {
    let (original, mineValue, theirsValue) = (
      base[keyPath: keyPath], mine[keyPath: keyPath], theirs[keyPath: keyPath]
    )
    if mineValue == original { return theirsValue }
    if theirsValue != original, theirsValue != mineValue {
      conflicts.append("'\(mine.title)': both changed its \(name); kept this session's")
    }
    return mineValue
  }
  var merged = mine
  merged.title = field(\.title, "title")
  merged.duration = field(\.duration, "duration")
  merged.theme = field(\.theme, "theme")
  merged.attendees = field(\.attendees, "attendees")
  merged.meetings = mergeByID(base: base.meetings, mine: mine.meetings, theirs: theirs.meetings) {
    _, mine, _ in mine
  }
  return merged
}
