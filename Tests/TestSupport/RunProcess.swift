import ConcurrencyExtras
import Foundation

/// What a finished child process left: its exit status and what it wrote.
public struct FinishedProcess: Sendable {
  /// The exit status, or the signal number when ``endedBySignal``.
  public var status: Int32
  /// Whether an uncaught signal ended it (a crash, or the time limit's kill).
  public var endedBySignal: Bool
  /// Standard output (with standard error too, when the run merged them).
  public var output: Data
  /// Standard error, when the run kept it apart; empty otherwise.
  public var errorOutput: Data

  /// ``output`` as UTF-8 text.
  public var text: String { String(decoding: self.output, as: UTF8.self) }
  /// ``errorOutput`` as UTF-8 text.
  public var errorText: String { String(decoding: self.errorOutput, as: UTF8.self) }
}

/// Runs `executable` to its end without blocking the cooperative thread pool: writes `input` to
/// its standard input and closes it, collects its output, and terminates it if it outlives
/// `timeLimit` (so a hung child fails its test instead of hanging the run).
public func runProcess(
  _ executable: URL,
  arguments: [String],
  input: Data? = nil,
  environment: [String: String]? = nil,
  mergingErrors: Bool = true,
  timeLimit: Duration = .seconds(120)
) async throws -> FinishedProcess {
  try await offThePool {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = mergingErrors ? stdout : Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()

    let deadline = ContinuousClock.now + timeLimit
    let pid = process.processIdentifier
    let exited = LockIsolated<ChildExit?>(nil)
    let watchdog = Thread {
      while exited.value == nil, process.isRunning, ContinuousClock.now < deadline {
        // sleep-ok: the watchdog's poll interval, bounded by the time limit.
        Thread.sleep(forTimeInterval: 0.05)
      }
      if exited.value == nil, process.isRunning { process.terminate() }
    }
    watchdog.start()
    // Standard error drains on its own thread, so a child that fills one pipe while we read the
    // other cannot deadlock.
    let errorOutput = LockedData()
    let errorReader = Thread {
      if !mergingErrors { errorOutput.set(readToEnd(stderr.fileHandleForReading)) }
      errorOutput.finish()
    }
    errorReader.start()
    if let input { stdin.fileHandleForWriting.write(input) }
    try stdin.fileHandleForWriting.close()
    let output = readToEnd(stdout.fileHandleForReading)
    // The kernel's answer, not Foundation's (see `waitForChildExit`).
    let exit = waitForChildExit(pid)
    exited.setValue(exit)
    if exit == nil { process.waitUntilExit() }
    return FinishedProcess(
      status: exit?.status ?? process.terminationStatus,
      endedBySignal: exit?.endedBySignal ?? (process.terminationReason == .uncaughtSignal),
      output: output,
      errorOutput: errorOutput.waitForValue()
    )
  }
}

/// Everything left to read from `handle`, read with `read(2)` and retried when a signal
/// interrupts it: Foundation's `readDataToEndOfFile()` traps on an interrupted read, which took
/// the whole test process down once on a loaded machine. A read error ends the data early.
private func readToEnd(_ handle: FileHandle) -> Data {
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 64 * 1024)
  while true {
    let count = buffer.withUnsafeMutableBytes {
      read(handle.fileDescriptor, $0.baseAddress, $0.count)
    }
    if count > 0 {
      data.append(contentsOf: buffer[..<count])
    } else if count < 0, errno == EINTR {
      continue
    } else {
      return data
    }
  }
}

/// Data written once by one thread and awaited by another.
private final class LockedData: Sendable {
  private let condition = NSCondition()
  // Guarded by `condition`; written once, then read after `finished` is set.
  private nonisolated(unsafe) var data = Data()
  private nonisolated(unsafe) var finished = false

  func set(_ data: Data) {
    self.condition.lock()
    self.data = data
    self.condition.unlock()
  }

  func finish() {
    self.condition.lock()
    self.finished = true
    self.condition.broadcast()
    self.condition.unlock()
  }

  func waitForValue() -> Data {
    self.condition.lock()
    defer { self.condition.unlock() }
    while !self.finished { self.condition.wait() }
    return self.data
  }
}
