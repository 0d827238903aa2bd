import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A key press, as the terminal front end's line editor sees it.
public enum Key: Equatable, Sendable {
  /// Printable text (one key, or a paste).
  case text(String)
  /// Return: the line is done.
  case enter
  /// Backspace: erase the last character.
  case backspace
  /// Ctrl-U: erase the whole line.
  case clearLine
  /// Ctrl-D, or the end of input.
  case endOfInput
}

/// Reads a terminal key by key, so that the app can echo and redraw the line being typed itself
/// (in the terminal's usual line mode, a redraw would wipe what was typed from the screen).
public enum KeyReader {
  /// Switches the terminal on standard input to key-by-key reading without echo, and returns its
  /// keys with a function that restores the terminal's settings (call it before exiting). Ctrl-C
  /// and Ctrl-Z still send their signals. `nil` when standard input is not a terminal.
  public static func standardInput() -> (keys: AsyncStream<Key>, restore: @Sendable () -> Void)? {
    var original = termios()
    guard isatty(STDIN_FILENO) != 0, tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { controls in
      controls[Int(VMIN)] = 1
      controls[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    let saved = original
    let restore: @Sendable () -> Void = {
      var saved = saved
      tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    }
    let (stream, continuation) = AsyncStream.makeStream(of: Key.self)
    let thread = Thread {
      var pending: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 1024)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        pending += buffer[0..<count]
        for key in decode(&pending) {
          continuation.yield(key)
        }
      }
      continuation.yield(.endOfInput)
      continuation.finish()
    }
    thread.start()
    return (stream, restore)
  }

  /// Turns the bytes a terminal sends into keys, leaving an incomplete character or escape
  /// sequence at the end of `bytes` for the next read. Escape sequences (arrows, function keys)
  /// and other control characters are ignored.
  public static func decode(_ bytes: inout [UInt8]) -> [Key] {
    var keys: [Key] = []
    var text: [UInt8] = []
    func flushText() {
      if !text.isEmpty {
        keys.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll()
      }
    }
    var index = 0
    scanning: while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x0D, 0x0A:
        flushText()
        keys.append(.enter)
        // A terminal may send "\r\n" for one Return.
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        index += 1
      case 0x7F, 0x08:
        flushText()
        keys.append(.backspace)
        index += 1
      case 0x15:
        flushText()
        keys.append(.clearLine)
        index += 1
      case 0x04:
        flushText()
        keys.append(.endOfInput)
        index += 1
      case 0x1B:
        guard let end = escapeSequenceEnd(bytes, from: index) else { break scanning }
        index = end
      case 0x00..<0x20:
        index += 1
      case 0x80...:
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard index + length <= bytes.count else { break scanning }
        text += bytes[index..<index + length]
        index += length
      default:
        text.append(byte)
        index += 1
      }
    }
    flushText()
    bytes.removeFirst(index)
    return keys
  }

  /// Where the escape sequence starting at `start` ends, or `nil` if more bytes are needed.
  private static func escapeSequenceEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    guard start + 1 < bytes.count else { return nil }
    let introducer = bytes[start + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      // ESC and a plain key (Alt-key): skip both.
      return start + 2
    }
    var index = start + 2
    while index < bytes.count {
      if (0x40...0x7E).contains(bytes[index]) { return index + 1 }
      index += 1
    }
    return nil
  }
}
