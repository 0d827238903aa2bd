/// A short description of an enum value as a path of cases, such as
/// `Feature.Action.child(.row(id:, action: .increment))`, for runtime warnings; `abbreviated` leaves out the type
/// name (`.child(.increment)`).
@usableFromInline
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  func caseOutput(_ value: Any) -> String {
    if let enumCase = EnumCase(of: value) {
      guard let payload = enumCase.payload.map(caseOutput) else { return ".\(enumCase.label)" }
      return ".\(enumCase.label)\(payload.isEmpty ? "" : "(\(payload))")"
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .tuple:
      // Payload values are left out: `.row(index:, action: .tapped)`, `.action(_:, label:)`.
      return mirror.children.map { child in
        let payload = caseOutput(child.value)
        let label = child.label.map { $0.hasPrefix(".") ? "_:" : "\($0):" } ?? "_:"
        return payload.isEmpty ? label : "\(label) \(payload)"
      }
      .joined(separator: ", ")
    default:
      return ""
    }
  }
  let cases = caseOutput(value)
  return abbreviated && !cases.isEmpty ? cases : "\(typeName(type(of: value)))\(cases)"
}

/// The name of a type without its module prefix.
@usableFromInline
func typeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  // Types declared `private` or inside a function carry a `(unknown context at $…).` component.
  while let start = name.firstRange(of: "(unknown context at ") {
    guard let close = name[start.upperBound...].firstIndex(of: ")") else { break }
    var end = name.index(after: close)
    if end < name.endIndex, name[end] == "." { end = name.index(after: end) }
    name.removeSubrange(start.lowerBound..<end)
  }
  if let dot = name.firstIndex(of: "."), !name[..<dot].contains("<") {
    name = String(name[name.index(after: dot)...])
  }
  return name
}
