#if LiveServer
  import Foundation
  import Synchronization

  /// The value of an answer's `Date` header (RFC 9110's IMF-fixdate, `Sun, 06 Nov 1994 08:49:37
  /// GMT`), formatted at most once a second, when an answer needs it: no timer runs for it.
  enum HTTPDateHeader {
    /// The current time, as a `Date` header.
    static var now: String {
      let second = Int(Date().timeIntervalSince1970)
      return self.state.withLock { state in
        if state.second != second {
          state.text = state.formatter.string(from: Date(timeIntervalSince1970: Double(second)))
          state.second = second
        }
        return state.text
      }
    }

    /// Formats a time in seconds since 1970.
    static func format(secondsSince1970 seconds: Int) -> String {
      self.state.withLock {
        $0.formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
      }
    }

    private struct State {
      var second = -1
      var text = ""
      /// Used only under the lock.
      let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
      }()
    }

    private static let state = Mutex(State())
  }
#endif
