/// Reading and writing meeting lengths as people type them: `5` or `5m` (minutes), `90s`,
/// `1m30s`.
public enum DurationFormat {
  /// Parses a length, or returns `nil` when the text is not one. Zero is a valid parse, and so is
  /// a length too large to count in seconds, which becomes `Int.max` seconds: the form rejects
  /// both with a clearer message than "not a length" (see ``SyncUp/validationProblem``).
  public static func parse(_ text: String) -> Duration? {
    let text = text.lowercased().filter { !$0.isWhitespace }
    guard !text.isEmpty else { return nil }
    if text.allSatisfy(\.isASCIIDigit) {
      return .seconds(total([(text[...], 60)]))
    }
    var parts: [(digits: Substring, unit: Int)] = []
    var rest = text[...]
    while !rest.isEmpty {
      let digits = rest.prefix(while: \.isASCIIDigit)
      rest = rest.dropFirst(digits.count)
      guard !digits.isEmpty, let unit = rest.first else { return nil }
      switch unit {
      case "h": parts.append((digits, 3600))
      case "m": parts.append((digits, 60))
      case "s": parts.append((digits, 1))
      default: return nil
      }
      rest = rest.dropFirst()
    }
    return .seconds(total(parts))
  }

  /// Adds up `digits × unit` seconds, saturating at `Int.max` instead of overflowing.
  private static func total(_ parts: [(digits: Substring, unit: Int)]) -> Int {
    var total = 0
    for (digits, unit) in parts {
      guard let value = Int(digits) else { return .max }
      let (seconds, overflowed) = value.multipliedReportingOverflow(by: unit)
      let (sum, overflowedSum) = total.addingReportingOverflow(seconds)
      guard !overflowed, !overflowedSum else { return .max }
      total = sum
    }
    return total
  }

  /// Formats a length for display: `5 min`, `90 s` becomes `1 min 30 s`.
  public static func format(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    let minutes = seconds / 60
    let rest = seconds % 60
    switch (minutes, rest) {
    case (0, _): return "\(rest) s"
    case (_, 0): return "\(minutes) min"
    default: return "\(minutes) min \(rest) s"
    }
  }

  /// Formats a number of seconds as a clock: `1:05`.
  public static func clock(_ seconds: Int) -> String {
    let seconds = max(0, seconds)
    let rest = seconds % 60
    return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
  }
}

extension Character {
  /// Whether this is one of the digits 0 to 9 (not any Unicode number, which `Int` cannot read).
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
