import Dispatch
import Foundation

/// Checks watched files for changes made outside the app, and tells their keys.
///
/// Linux has no portable file-change notification in Foundation (Apple's `DispatchSource`
/// file-system sources need kqueue), so files are compared by signature (size, modification
/// date, file number) on a timer that runs only while some file is watched.
final class FileChangePoller: @unchecked Sendable {  // Safe: the reason is below.
  // Safe: `watches`, `timer` and `timerInterval` are only read and written while holding `lock`.
  private let lock = NSLock()
  private var watches: [UUID: Watch] = [:]
  private var timer: (any DispatchSourceTimer)?
  private var timerInterval: Duration?
  private let queue = DispatchQueue(label: "ComposableArchitecture.FileStorage.changes")

  static let shared = FileChangePoller()

  private struct Watch {
    let file: FileCoordinator
    let storage: FileStorage
    let interval: Duration
    let onChange: @Sendable () -> Void
  }

  /// Watches `file`, calling `onChange` after an outside change. Returns the cancellation.
  func watch(
    _ file: FileCoordinator,
    in storage: FileStorage,
    every interval: Duration,
    onChange: @escaping @Sendable () -> Void
  ) -> @Sendable () -> Void {
    let id = UUID()
    self.lock.withLock {
      self.watches[id] = Watch(file: file, storage: storage, interval: interval, onChange: onChange)
      self.rescheduleHoldingLock()
    }
    return { [self] in
      self.lock.withLock {
        self.watches[id] = nil
        self.rescheduleHoldingLock()
      }
    }
  }

  private func rescheduleHoldingLock() {
    let interval = self.watches.values.map(\.interval).min()
    guard interval != self.timerInterval else { return }
    self.timer?.cancel()
    self.timer = nil
    self.timerInterval = interval
    guard let interval else { return }
    let timer = DispatchSource.makeTimerSource(queue: self.queue)
    let nanoseconds = Int(interval / .nanoseconds(1))
    timer.schedule(
      deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
    timer.setEventHandler { [weak self] in self?.poll() }
    timer.resume()
    self.timer = timer
  }

  private func poll() {
    let watches = self.lock.withLock { Array(self.watches.values) }
    for watch in watches where watch.file.takeOutsideChange(in: watch.storage) {
      watch.onChange()
    }
  }
}
