/// Reading and writing meeting lengths as people type them: `5` or `5m` (minutes), `90s`,
/// `1m30s`.
public enum DurationFormat {
  /// Parses a length, or returns `nil` when the text is not one. Zero is a valid parse (the form
  /// rejects it with a clearer message).
  public static func parse(_ text: String) -> Duration? {
    let text = text.lowercased().filter { !$0.isWhitespace }
    guard !text.isEmpty else { return nil }
    if let minutes = Int(text) {
      return minutes >= 0 ? .seconds(minutes * 60) : nil
    }
    var total = 0
    var number = ""
    var sawUnit = false
    for character in text {
      if character.isNumber {
        number.append(character)
        continue
      }
      guard let value = Int(number) else { return nil }
      switch character {
      case "h": total += value * 3600
      case "m": total += value * 60
      case "s": total += value
      default: return nil
      }
      number = ""
      sawUnit = true
    }
    guard sawUnit, number.isEmpty else { return nil }
    return .seconds(total)
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
