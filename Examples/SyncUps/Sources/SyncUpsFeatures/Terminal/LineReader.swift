import Foundation

/// Reads standard input line by line on a thread of its own, so that waiting for the user never
/// blocks the main actor (where the store, its timer and the renderer run).
public enum LineReader {
  /// The lines of standard input; the stream finishes at end of input (Ctrl-D).
  public static func standardInput() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    let thread = Thread {
      while let line = readLine(strippingNewline: true) {
        continuation.yield(line)
      }
      continuation.finish()
    }
    thread.start()
    return stream
  }
}
