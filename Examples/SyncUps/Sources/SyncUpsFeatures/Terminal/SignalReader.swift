import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the signals that ask a program to stop (Ctrl-C, `kill`, a closed terminal) into a
/// stream, so that the app can save before it exits instead of dying mid-meeting.
public enum SignalReader {
  /// The signals the app handles: interrupt (Ctrl-C), terminate and hang-up.
  public static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Starts catching `signals` and returns them as they arrive. A second signal of the same kind
  /// is not caught: it ends the process at once, for when saving itself hangs.
  ///
  /// Also ignores `SIGPIPE`, so that output to a closed pipe fails as an error the app survives
  /// rather than killing it before it saves.
  public static func catching(_ signals: [Int32] = stopSignals) -> AsyncStream<Int32> {
    let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
    signal(SIGPIPE, SIG_IGN)
    let sources = signals.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        signal(number, SIG_DFL)
        continuation.yield(number)
      }
      source.resume()
      return source
    }
    // The stream keeps the sources alive (a released source stops watching its signal).
    let retained = SignalSources(sources)
    continuation.onTermination = { _ in
      for source in retained.sources { source.cancel() }
    }
    return stream
  }

  /// A signal's usual name: `SIGINT`.
  public static func name(of signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT (Ctrl-C)"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP (the terminal closed)"
    default: "signal \(signal)"
    }
  }
}

/// The dispatch sources of a signal stream.
// @unchecked: the array is set once at creation and never mutated; a source may be cancelled
// from any thread.
private final class SignalSources: @unchecked Sendable {
  let sources: [any DispatchSourceSignal]

  init(_ sources: [any DispatchSourceSignal]) {
    self.sources = sources
  }
}
