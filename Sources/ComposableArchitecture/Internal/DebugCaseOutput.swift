/// A short description of an enum value as a path of cases, such as
/// `Feature.Action.child(.increment)`, for runtime warnings.
@usableFromInline
func debugCaseOutput(_ value: Any) -> String {
  func caseOutput(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first else {
        return ".\(value)"
      }
      let payload = caseOutput(child.value)
      return ".\(child.label ?? "")\(payload.isEmpty ? "" : "(\(payload))")"
    case .tuple:
      return mirror.children.map { child in
        let payload = caseOutput(child.value)
        let label = child.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? ""
        return "\(label)\(payload.isEmpty ? "…" : payload)"
      }
      .joined(separator: ", ")
    default:
      return ""
    }
  }
  return "\(typeName(type(of: value)))\(caseOutput(value))"
}

/// The name of a type without its module prefix.
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
