import Synchronization

/// The current case of an enum value, read by reflection.
///
/// The one place the library reflects on enum values: is it an enum, which case is it in, what
/// is its payload. Navigation identity, the ephemeral (alert) check, case-subscript warnings and
/// debug output all read cases through it.
struct EnumCase {
  /// The name of the case.
  let label: String
  /// The payload of the case, or `nil` for a case without one.
  let payload: Any?

  /// The case of `value`, or `nil` when `value` is not an enum.
  init?(of value: Any) {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    if let child = mirror.children.first {
      self.label = child.label ?? ""
      self.payload = child.value
    } else {
      self.label = String(describing: value)
      self.payload = nil
    }
  }
}

/// Whether the values of one type are enums, learned by reflection from the first value seen and
/// remembered, so that a check made per action reflects once per type (and operator).
final class EnumKindCache: Sendable {
  /// 0: not known yet, 1: an enum, 2: not an enum.
  private let kind = Atomic<UInt8>(0)

  /// Whether `value`, and so every value of its type, is an enum.
  func isEnum(_ value: Any) -> Bool {
    switch self.kind.load(ordering: .relaxed) {
    case 1: return true
    case 2: return false
    default:
      let isEnum = Mirror(reflecting: value).displayStyle == .enum
      self.kind.store(isEnum ? 1 : 2, ordering: .relaxed)
      return isEnum
    }
  }
}
