#if LiveServer
  import Foundation
  import Synchronization

  /// The value of an answer's `Date` header (RFC 9110's IMF-fixdate, `Sun, 06 Nov 1994 08:49:37
  /// GMT`), formatted at most once a second, when an answer needs it: no timer runs for it.
  enum HTTPDateHeader {
    /// The current time, as a `Date` header.
    static var now: String {
      let second = Int(Date().timeIntervalSince1970)
      if let cached = self.cache.withLock({ $0.second == second ? $0.text : nil }) {
        return cached
      }
      let text = self.format(secondsSince1970: second)
      self.cache.withLock { $0 = (second, text) }
      return text
    }

    private static let cache = Mutex<(second: Int, text: String)>((-1, ""))

    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// Formats a time in seconds since 1970 (1 January 1970 was a Thursday).
    static func format(secondsSince1970 seconds: Int) -> String {
      let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
      let secondOfDay = seconds - days * 86_400
      let weekday = Self.weekdays[((days % 7) + 7) % 7]
      // The civil date of a day number (Howard Hinnant's algorithm).
      let shifted = days + 719_468
      let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
      let dayOfEra = shifted - era * 146_097
      let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
      let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
      let monthIndex = (5 * dayOfYear + 2) / 153
      let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
      let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
      let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
      func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
      return "\(weekday), \(two(day)) \(Self.months[month - 1]) \(year) "
        + "\(two(secondOfDay / 3_600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)) GMT"
    }
  }
#endif
