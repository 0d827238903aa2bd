import ComposableArchitecture
import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `SyncUps` executable, run as a user runs it: fed input a piece at a time through a
/// pipe or a pseudo-terminal, read as it writes, signalled, and waited for.
final class AppProcess: Sendable {
  let process: Process
  private let input: Int32
  private let output = LockIsolated(Data())
  /// Whether the reader has seen the end of the app's output (the app and every copy of its end
  /// of the pipe or terminal are gone).
  private let outputEnded = LockIsolated(false)
  /// Whether the kernel reported the app's end, and how (`nil` inside when Foundation reaped it
  /// first, so its own status holds). Asked of the kernel, not Foundation, whose notice of the
  /// end can be lost on Linux (see `waitForChildExit`).
  private let ended = LockIsolated<ChildExit??>(nil)

  /// Starts the app on `data`. With `terminal`, standard input and output are a pseudo-terminal
  /// (so the app edits lines itself); otherwise they are pipes.
  convenience init(data: URL, arguments: [String] = [], terminal: Bool = false) throws {
    try self.init(storage: ["--data", data.path], arguments: arguments, terminal: terminal)
  }

  /// Starts the app on the storage that `storage` names: `--data PATH`, `--database URL`.
  init(storage: [String], arguments: [String] = [], terminal: Bool = false) throws {
    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = storage + arguments
    process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "NO_COLOR" }
    let readEnd: Int32
    if terminal {
      // posix_openpt, unlockpt and ptsname, spelled with the Linux calls they wrap (Glibc's
      // module does not export them): TIOCSPTLCK unlocks the secondary, TIOCGPTN names it.
      let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: CInt = 0
      var number: CInt = 0
      guard primary >= 0, ioctl(primary, 0x4004_5431, &unlock) == 0,
        ioctl(primary, 0x8004_5430, &number) == 0
      else { throw CocoaError(.fileReadUnknown) }
      let secondary = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
      let handle = FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
      process.standardInput = handle
      process.standardOutput = handle
      process.standardError = handle
      self.input = primary
      readEnd = primary
      try process.run()
      // Only the child holds the terminal now, so reads end with it.
      try handle.close()
    } else {
      let stdin = Pipe()
      let stdout = Pipe()
      process.standardInput = stdin
      process.standardOutput = stdout
      process.standardError = stdout
      try process.run()
      self.input = dup(stdin.fileHandleForWriting.fileDescriptor)
      try stdin.fileHandleForWriting.close()
      readEnd = dup(stdout.fileHandleForReading.fileDescriptor)
    }
    self.process = process
    let output = self.output
    let outputEnded = self.outputEnded
    let reader = Thread {
      defer { outputEnded.setValue(true) }
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(readEnd, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        let chunk = Data(buffer[0..<count])
        output.withValue { $0.append(chunk) }
      }
    }
    reader.start()
    let pid = process.processIdentifier
    let ended = self.ended
    Thread { ended.setValue(.some(waitForChildExit(pid))) }.start()
  }

  /// Everything the app wrote so far.
  var text: String { String(decoding: self.output.value, as: UTF8.self) }

  /// Types or pipes `text` (a Return is `\n` through a pipe, `\r` on a terminal).
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(self.input, $0.baseAddress, $0.count) }
  }

  /// Ends the input (Ctrl-D at the start of a line does the same on a terminal).
  func closeInput() {
    close(self.input)
  }

  /// Sends a signal, as `kill -SIGNAL` does.
  func signal(_ number: Int32) {
    kill(self.process.processIdentifier, number)
  }

  /// Waits until the output contains `text` after the first `from` characters; `false` on
  /// timeout.
  @discardableResult
  func waitFor(_ text: String, after offset: Int = 0, timeout: Duration = .seconds(30)) async
    -> Bool
  {
    await self.waitUntil(timeout: timeout) { $0.dropFirst(offset).contains(text) }
  }

  /// Waits until `condition` holds of everything the app wrote so far; `false` on timeout.
  func waitUntil(timeout: Duration = .seconds(30), _ condition: (String) -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition(self.text) {
      guard ContinuousClock.now < deadline else { return false }
      // sleep-ok: the poll interval of a loop bounded by `timeout`.
      try? await Task.sleep(for: .milliseconds(20))
    }
    return true
  }

  /// Waits for the app to exit (killing it after `timeout`) and for the end of its output, then
  /// returns its status.
  func waitForExit(timeout: Duration = .seconds(60)) async -> Int32 {
    if await !self.waitUntilEnded(timeout: timeout) {
      self.signal(SIGKILL)
      await self.waitUntilEnded(timeout: .seconds(10))
    }
    // The reader has read everything once it sees the end of the output; a test that reads the
    // output after this finds what is missing if it does not come in time.
    let drained = ContinuousClock.now + .seconds(10)
    while !self.outputEnded.value, ContinuousClock.now < drained {
      // sleep-ok: the poll interval of a loop bounded by the 10 s deadline above.
      try? await Task.sleep(for: .milliseconds(5))
    }
    return self.exit?.status ?? -1
  }

  /// Whether the app ended through an uncaught signal (a crash, or `SIGKILL`).
  var diedOfSignal: Bool { self.exit?.endedBySignal ?? false }

  /// How the app ended, once it has: the kernel's answer, or Foundation's when it reaped the app
  /// first (once Foundation has noted it). `nil` while it runs.
  private var exit: ChildExit? {
    switch self.ended.value {
    case .none: return nil
    case .some(.some(let exit)): return exit
    case .some(.none):
      guard !self.process.isRunning else { return nil }
      return ChildExit(
        status: self.process.terminationStatus,
        endedBySignal: self.process.terminationReason == .uncaughtSignal
      )
    }
  }

  /// Waits until the app's end is known (see ``exit``); `false` on timeout.
  @discardableResult
  private func waitUntilEnded(timeout: Duration) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while self.exit == nil {
      guard ContinuousClock.now < deadline else { return false }
      // sleep-ok: the poll interval of a loop bounded by `timeout`.
      try? await Task.sleep(for: .milliseconds(20))
    }
    return true
  }

  /// The `SyncUps` executable, next to the test bundle in the build products directory, or the
  /// one `SYNCUPS_EXECUTABLE` names (to run these tests against another build of the app).
  static func executable() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["SYNCUPS_EXECUTABLE"] {
      return URL(fileURLWithPath: path)
    }
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("SyncUps")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate
      }
      directory.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
  }
}
