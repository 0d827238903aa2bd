import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How a child process ended, as the kernel reports it.
public struct ChildExit: Sendable, Equatable {
  /// The exit status, or the signal number when ``endedBySignal``.
  public var status: Int32
  /// Whether a signal ended it.
  public var endedBySignal: Bool

  /// An ending with `status`, by a signal when `endedBySignal`.
  public init(status: Int32, endedBySignal: Bool) {
    self.status = status
    self.endedBySignal = endedBySignal
  }
}

/// Blocks until the child `pid` has ended and returns how, without reaping it.
///
/// Foundation's `Process.waitUntilExit()` on Linux waits for its own notice of `SIGCHLD`, which
/// can be lost: a test process stuck in it beside its child's zombie (`.ci/postgres start`,
/// every time) hung the PostgreSQL restart test. `waitid` with `WNOWAIT` asks the kernel, and
/// leaves the child for Foundation to reap. `nil` when the child was reaped already (Foundation
/// saw it end: its `terminationStatus` is then valid).
public func waitForChildExit(_ pid: pid_t) -> ChildExit? {
  var info = siginfo_t()
  while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 {
    guard errno == EINTR else { return nil }
  }
  // `si_code` is CLD_EXITED for an exit, CLD_KILLED or CLD_DUMPED for a signal.
  let code = info.si_code
  let status = info._sifields._sigchld.si_status
  return ChildExit(status: status, endedBySignal: code != CLD_EXITED)
}
