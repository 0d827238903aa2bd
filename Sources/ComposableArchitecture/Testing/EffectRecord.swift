/// How an effect in flight counts for a ``TestStore``: an effect a test must see finish, with
/// the action and place in the test that started it, or the library's own bookkeeping (a
/// dismissal listener, the work of an effect run inside another one), which tests never wait for.
enum EffectRecord: Sendable {
  /// An effect a test waits for; `origin` is `nil` outside a ``TestStore``.
  case counted(origin: EffectOrigin?)
  /// Work the library does on the side, or work already counted by the effect that runs it.
  case bookkeeping

  /// Whether a test must see the effect finish.
  var isCounted: Bool {
    if case .counted = self { return true }
    return false
  }
}

/// The action, and the place in a test, that started an effect (reported when a test ends with
/// the effect still running).
struct EffectOrigin: Sendable {
  let action: String
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
